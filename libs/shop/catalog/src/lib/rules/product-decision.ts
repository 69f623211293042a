import type { Viewer } from '@mbw/account-data-access';
import type { MasterProduct, ProductVariant, TechnicalTitleRecord } from '@mbw/api-clients';
import type { ProductLoad } from '../server/product-load';
import { defaultVariant, type VariantOffer } from './default-variant';
import { findVariantByArticle } from './product-urls';

export type ProductPageDecision =
  | {
      kind: 'render';
      master: MasterProduct;
      variants: ProductVariant[];
      variant: ProductVariant | null;
      technicalTitles: TechnicalTitleRecord | null;
    }
  | { kind: 'redirect'; englishName: string; articleNumber: string | null }
  | { kind: 'not-found' }
  | { kind: 'error'; error: Error };

/**
 * What a product URL becomes (spec product §2, §4, §6, §8):
 * - unknown product → the content 404 page; gateway failure → 'Something went wrong';
 * - a pre-launch product only for viewers with the pre-launch flag (the account's
 *   canAccessPreLaunchProducts), else not found;
 * - no article number, or one that is not among the variants → redirect to the default variant
 *   (no shop: lowest id; shop: cheapest available, ties by lowest id — with no offers known
 *   until the storefront stand-in exists, that is the lowest id too);
 * - a master without variants renders on its product URL without an article number.
 */
export function decideProductPage(
  load: ProductLoad,
  options: { articleNumber: string | null; shop: boolean; offers?: ReadonlyMap<number, VariantOffer>; viewer: Viewer },
): ProductPageDecision {
  if (load.kind !== 'found') return load;
  const { master, variants } = load;
  if ((master.isPreLaunch || load.short?.isPreLaunch) && !options.viewer.canAccessPreLaunchProducts) return { kind: 'not-found' };
  const englishName = master.MasterProductENName.trim() || master.MasterProductName.trim();
  if (variants.length === 0) {
    if (options.articleNumber) return { kind: 'redirect', englishName, articleNumber: null };
    return { kind: 'render', master, variants, variant: null, technicalTitles: null };
  }
  const variant = findVariantByArticle(variants, options.articleNumber);
  if (!variant) {
    const fallback = defaultVariant(variants, { shop: options.shop, ...(options.offers ? { offers: options.offers } : {}) });
    return { kind: 'redirect', englishName, articleNumber: fallback?.articleNumber ?? null };
  }
  const technicalTitles = load.technicalTitles?.articleNumber === variant.articleNumber ? load.technicalTitles : null;
  return { kind: 'render', master, variants, variant, technicalTitles };
}
