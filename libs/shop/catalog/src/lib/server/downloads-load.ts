import {
  UpstreamError,
  fetchDownloadsExtended,
  fetchMasterProduct,
  fetchShortProduct,
  fetchVariants,
  isProductNotFound,
  type DownloadsExtended,
  type ProductDataConfig,
} from '@mbw/api-clients';
import { findVariantByArticle } from '../rules/product-urls';
import { optional, type OnUnavailable } from './product-load';

export type DownloadsLoad =
  | {
      kind: 'found';
      /** The master product's name in the page language, and its English name (URLs). */
      name: string;
      englishName: string;
      /** The variant's article number when the URL named one of its variants. */
      articleNumber: string | null;
      isPhasedOut: boolean;
      isPreLaunch: boolean;
      downloads: DownloadsExtended;
    }
  /** The URL's article number is not a variant of the product: the page without it. */
  | { kind: 'unknown-variant'; englishName: string }
  | { kind: 'not-found' }
  | { kind: 'error'; error: UpstreamError };

/**
 * Spec product §2, §7 on the server: the master product (its name, and 404 for an unknown one),
 * then — side by side — its short data (phased-out / pre-launch flags; the page does without it)
 * and, when the URL has an article number, its variants (the variant id for the downloads call);
 * then getDownloadsExtended. Any other gateway failure is 'error' ('Something went wrong', §8).
 */
export async function loadDownloads(
  config: ProductDataConfig,
  input: {
    name: string;
    language: string;
    articleNumber: string | null;
    market: string;
    signal?: AbortSignal;
    onUnavailable?: OnUnavailable;
  },
): Promise<DownloadsLoad> {
  const { name, language, articleNumber, market, signal, onUnavailable } = input;
  try {
    const master = await fetchMasterProduct(config, { name, language, signal });
    const englishName = master.MasterProductENName.trim() || master.MasterProductName.trim() || name;
    const [short, variants] = await Promise.all([
      optional('short', fetchShortProduct(config, { name, language, signal }), onUnavailable),
      articleNumber ? fetchVariants(config, { masterProductId: master.MasterProductID, market, language, signal }) : null,
    ]);
    const variant = variants ? findVariantByArticle(variants, articleNumber) : null;
    if (articleNumber && !variant) return { kind: 'unknown-variant', englishName };
    const downloads = await fetchDownloadsExtended(config, { name, language, signal, ...(variant ? { variantId: variant.id } : {}) });
    return {
      kind: 'found',
      name: master.MasterProductName.trim() || englishName,
      englishName,
      articleNumber: variant?.articleNumber ?? null,
      isPhasedOut: !!(master.isPhasedOut || short?.isPhasedOut),
      isPreLaunch: !!(master.isPreLaunch || short?.isPreLaunch),
      downloads,
    };
  } catch (error) {
    if (isProductNotFound(error)) return { kind: 'not-found' };
    if (error instanceof UpstreamError) return { kind: 'error', error };
    throw error;
  }
}
