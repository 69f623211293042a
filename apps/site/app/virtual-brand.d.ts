/**
 * The brand being built. Each brand app's Vite config aliases `virtual:brand` to its own
 * brand.config.ts (apps/site/vite.brand.ts); tests alias it to app/testing/test-brand.ts.
 */
declare module 'virtual:brand' {
  import type { BrandConfig } from '@mbw/brand';

  const brand: BrandConfig;
  export default brand;
}
