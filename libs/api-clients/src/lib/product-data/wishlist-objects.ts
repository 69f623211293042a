import * as v from 'valibot';
import { ownPageHeaders } from '@mbw/util';
import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';
import {
  PRODUCT_DATA_SERVICE,
  productDataUrl,
  requestProductData,
  type ProductDataConfig,
  type ProductDataRequest,
} from './product-data-config';

/**
 * POST {gateway}/product-data/v1/product/wishlistObjects?tenant= with `{items, lang}` (spec product
 * §7): the product data of wishlist items (spec shop §3 wishlist item), in the order asked, items
 * the catalogue no longer has left out. The gateway is the server's; the browser asks the site's
 * same-origin `POST /api/product-data/wishlistObjects` (apps/site routes/api-proxy.ts), which calls
 * `fetchWishlistObjects` with the brand's tenant.
 */
const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);

export const WishlistObjectSchema = v.looseObject({
  variantId: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
    v.transform((value) => String(value)),
  ),
  articleNo: text,
  name: text,
  picture: text,
  addDate: v.nullish(v.string(), null),
  masterProductNameEn: text,
  MasterProductName: text,
  categoryEn: text,
  brandName: text,
});

/** A wishlist item's product data; `variantId` as text (the cookie's VariantId). */
export type WishlistObject = v.InferOutput<typeof WishlistObjectSchema>;

/** What is asked for: the cookie's items (VariantId and the date added). */
export interface WishlistObjectsItem {
  VariantId: string;
  AddDate?: string | undefined;
}

/** At most this many items per ask (the gateway's limit; a wishlist cookie holds no more). */
export const MAX_WISHLIST_OBJECTS = 200;

export const WISHLIST_OBJECTS_SITE_PATH = '/api/product-data/wishlistObjects';

const answerSchema = v.array(WishlistObjectSchema);

export function fetchWishlistObjects(
  config: ProductDataConfig,
  request: ProductDataRequest & { items: readonly WishlistObjectsItem[] },
): Promise<WishlistObject[]> {
  const url = productDataUrl(config.gatewayUrl, '/product-data/v1/product/wishlistObjects', { tenant: config.tenant });
  const items = request.items.slice(0, MAX_WISHLIST_OBJECTS).map((item) => ({ VariantId: item.VariantId, AddDate: item.AddDate }));
  return requestProductData(config, url, answerSchema, {
    what: 'POST wishlistObjects',
    method: 'POST',
    body: { items, lang: request.language },
    signal: request.signal,
  });
}

/** The browser's ask, through the site's same-origin proxy (which adds the tenant). */
export async function fetchWishlistObjectsFromSite(
  items: readonly WishlistObjectsItem[],
  language: string,
  options: { signal?: AbortSignal; fetch?: typeof fetch; origin?: string } = {},
): Promise<WishlistObject[]> {
  if (items.length === 0) return [];
  const origin = options.origin ?? globalThis.location?.origin ?? '';
  const response = await fetchUpstream(
    new URL(WISHLIST_OBJECTS_SITE_PATH, origin),
    {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...ownPageHeaders() },
      credentials: 'same-origin',
      body: JSON.stringify({ items: items.slice(0, MAX_WISHLIST_OBJECTS), lang: language }),
    },
    { service: PRODUCT_DATA_SERVICE, timeoutMs: 15_000, fetch: options.fetch, signal: options.signal },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(PRODUCT_DATA_SERVICE, 'http', 'POST wishlistObjects', response.status);
  }
  const parsed = v.safeParse(answerSchema, await readJson(response, PRODUCT_DATA_SERVICE));
  if (!parsed.success) throw new UpstreamError(PRODUCT_DATA_SERVICE, 'invalid-response', 'POST wishlistObjects', response.status);
  return parsed.output;
}
