import {
  UpstreamError,
  fetchMasterProduct,
  fetchShortProduct,
  fetchSimilarAccessories,
  fetchTechnicalTitles,
  fetchVariants,
  fetchVideoCampaign,
  isProductNotFound,
  type AccessoryItem,
  type MasterProduct,
  type ProductDataConfig,
  type ProductVariant,
  type ShortProduct,
  type TechnicalTitleRecord,
  type VideoCampaign,
} from '@mbw/api-clients';

export type ProductLoad =
  | {
      kind: 'found';
      master: MasterProduct;
      variants: ProductVariant[];
      /** Technical titles of the requested article number (null when not asked for or unavailable). */
      technicalTitles: TechnicalTitleRecord | null;
      /** Short data (pre-launch / phased-out flags); null when unavailable. */
      short: ShortProduct | null;
      /** Similar accessories (the grid); null when the call failed: the grid is left out. */
      similarAccessories?: AccessoryItem[] | null;
      /** How-to and restricted videos; null when the call failed: the video section shows its error state. */
      videoCampaign?: VideoCampaign | null;
    }
  | { kind: 'not-found' }
  | { kind: 'error'; error: UpstreamError };

/** Told about a call the page can do without when it failed (the caller logs it). */
export type OnUnavailable = (part: string, error: UpstreamError) => void;

/** Extras the page can do without: a failure is reported and the page renders without them. */
export async function optional<T>(part: string, call: Promise<T>, onUnavailable: OnUnavailable | undefined): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    onUnavailable?.(part, error);
    return null;
  }
}

/**
 * Spec product §4 "Product load", on the server: the master product first (variants need its
 * id), then its variants, the short data, the technical titles of the URL's article number, the
 * similar accessories and the video campaign side by side (no waterfall). An unknown product is
 * 'not-found'; any other gateway failure (5xx, timeout, malformed answer) of the master or the
 * variants is 'error' ('Something went wrong', spec product §8).
 *
 * The similar accessories and the video campaign do not decide the page: when either call fails
 * the failure goes to `onUnavailable` (the route logs it) and comes back as null. The video section then says 'Something went wrong'
 * (spec product §8 lists the failed video campaign fetch, and §4 gives it an error state of its
 * own); the accessories grid, which §8 does not name, is left out.
 */
export async function loadProduct(
  config: ProductDataConfig,
  input: {
    name: string;
    language: string;
    articleNumber: string | null;
    market: string;
    signal?: AbortSignal;
    onUnavailable?: OnUnavailable;
  },
): Promise<ProductLoad> {
  const { name, language, articleNumber, market, signal, onUnavailable } = input;
  const classify = (error: unknown): ProductLoad => {
    if (isProductNotFound(error)) return { kind: 'not-found' };
    if (error instanceof UpstreamError) return { kind: 'error', error };
    throw error;
  };
  let master: MasterProduct;
  try {
    master = await fetchMasterProduct(config, { name, language, signal });
  } catch (error) {
    return classify(error);
  }
  try {
    const [variants, short, titles, similarAccessories, videoCampaign] = await Promise.all([
      fetchVariants(config, { masterProductId: master.MasterProductID, market, language, signal }),
      optional('short', fetchShortProduct(config, { name, language, signal }), onUnavailable),
      articleNumber
        ? optional('technical-titles', fetchTechnicalTitles(config, { articleNumbers: [articleNumber], language, signal }), onUnavailable)
        : null,
      optional('similar-accessories', fetchSimilarAccessories(config, { name, language, signal }), onUnavailable),
      optional('video-campaign', fetchVideoCampaign(config, { name, language, signal }), onUnavailable),
    ]);
    const technicalTitles = titles?.find((record) => record.articleNumber === articleNumber) ?? null;
    return { kind: 'found', master, variants, technicalTitles, short, similarAccessories, videoCampaign };
  } catch (error) {
    return classify(error);
  }
}
