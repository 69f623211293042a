import type { BrandId } from './stack.ts';

/** A product each brand sells in local-services' generated catalog (as in e2e/support/brands.ts). */
export const PRODUCT_BY_BRAND: Record<BrandId, string> = {
  group: 'CALORA-S3',
  technologies: 'CALORA-S3',
  sensor: 'SPECTRA-100',
  'welding-tools': 'BLAZE-PLUS',
};

export type PageType = 'home' | 'content page' | 'not-found page' | 'product page' | 'downloads page';

export interface MeasuredPage {
  name: PageType;
  path: (brand: BrandId) => string;
}

/**
 * Every page type the site renders, one URL each. The product URL has no article number: the
 * server redirects to the default variant (fetch and Lighthouse follow it).
 */
export const PAGE_TYPES: readonly MeasuredPage[] = [
  { name: 'home', path: () => '/en/' },
  { name: 'content page', path: () => '/de/company/history' },
  { name: 'not-found page', path: () => '/fr/nope' },
  { name: 'product page', path: (brand) => `/en/product/${PRODUCT_BY_BRAND[brand]}` },
  { name: 'downloads page', path: (brand) => `/en/downloadsPage/${PRODUCT_BY_BRAND[brand]}` },
];

/** What `bench:ssr` loads: every server-rendered page type a visitor lands on (not the 404). */
export const BENCH_PAGES: readonly MeasuredPage[] = PAGE_TYPES.filter((page) => page.name !== 'not-found page');
