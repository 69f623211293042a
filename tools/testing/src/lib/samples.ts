import type { BrandId } from './brands.ts';

/**
 * A product each brand sells in local-services' generated catalog: its URL name and display
 * name. Content, not a brand list: keyed by BrandId, so a brand added to @mbw/brand without its
 * sample product is a type error.
 */
export const SAMPLE_PRODUCTS: Record<BrandId, { slug: string; name: string }> = {
  group: { slug: 'CALORA-S3', name: 'CALORA S3' },
  technologies: { slug: 'CALORA-S3', name: 'CALORA S3' },
  sensor: { slug: 'SPECTRA-100', name: 'SPECTRA 100' },
  'welding-tools': { slug: 'BLAZE-PLUS', name: 'BLAZE PLUS' },
};
