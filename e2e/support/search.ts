import { SAMPLE_PRODUCTS, type BrandId } from '@mbw/testing';

/**
 * What the search tests look for in local-services' Coveo index (built from its deterministic
 * catalog): a word every item of the brand carries (more than 30 products), and the sample
 * product's first variant.
 */
const ARTICLE_NUMBERS: Partial<Record<BrandId, string>> = { technologies: '142.270', sensor: '717.970' };

export function brandFor(brandId: BrandId) {
  const articleNumber = ARTICLE_NUMBERS[brandId];
  if (!articleNumber) throw new Error(`No search fixture for brand ${brandId}`);
  return { broadQuery: 'kestrel', articleNumber, productName: SAMPLE_PRODUCTS[brandId].name, productSlug: SAMPLE_PRODUCTS[brandId].slug };
}
