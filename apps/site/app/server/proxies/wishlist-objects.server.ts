import * as v from 'valibot';
import {
  MAX_WISHLIST_OBJECTS,
  UpstreamError,
  fetchWishlistObjects,
  jsonResponse,
  parseJsonBody,
  readBody,
  type ProductDataConfig,
} from '@mbw/api-clients';
import { privateAnswer } from './proxy-responses.server';

/**
 * POST /api/product-data/wishlistObjects (the browser's way to the gateway's wishlistObjects, spec
 * product §7, which only the server reaches): the anonymous wishlist's items and the language in,
 * their product data out, with the brand's tenant added here. The body is checked before the
 * gateway is asked: at most 200 items, each a numeric VariantId and an optional date; 16 KiB. Not
 * under /api/product/: the product route (`:lang?/product/:name`) would take that path.
 */
export const WISHLIST_OBJECTS_PATH = 'product-data/wishlistObjects';
const MAX_BODY_BYTES = 16 * 1024;

const BodySchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        VariantId: v.pipe(
          v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/))]),
          v.transform(String),
        ),
        AddDate: v.optional(v.pipe(v.string(), v.maxLength(40))),
      }),
    ),
    v.maxLength(MAX_WISHLIST_OBJECTS),
  ),
  lang: v.pipe(v.string(), v.regex(/^[a-z]{2}(?:-[A-Za-z]{2})?$/)),
});

export async function answerWishlistObjects(request: Request, config: ProductDataConfig): Promise<Response> {
  if (request.method !== 'POST') {
    const refusal = jsonResponse(405, { error: 'Method not allowed' });
    refusal.headers.set('Allow', 'POST');
    return refusal;
  }
  const bytes = await readBody(request, MAX_BODY_BYTES);
  if (!bytes) return jsonResponse(413, { error: 'Request body too large' });
  const parsed = v.safeParse(BodySchema, parseJsonBody(bytes));
  if (!parsed.success) return jsonResponse(400, { error: 'The body is {"items": [{"VariantId", "AddDate"?}], "lang"}' });
  try {
    const objects = await fetchWishlistObjects(config, { language: parsed.output.lang, items: parsed.output.items });
    return privateAnswer(jsonResponse(200, objects));
  } catch (error) {
    const status = error instanceof UpstreamError && error.failure === 'timeout' ? 504 : 502;
    return jsonResponse(status, { error: 'product data is unavailable' });
  }
}
