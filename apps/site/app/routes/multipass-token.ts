import type { LoaderFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { COMMERCE_NAME } from '@mbw/shop-data-access';
import { createMultipassToken } from '@mbw/shop-data-access/server';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { env } from '../server/runtime/env.server';
import { sessionFrom } from '../server/session/session.server';

/**
 * GET /api/{commerce}/multipass-token (spec account §6, §7 "Order calls": the product's own
 * endpoint, path not given by the spec): a Shopify Multipass token for the signed-in customer of
 * the session, as plain text; the order pages exchange it for a customer access token. Made on the
 * server with SHOPIFY_MULTIPASS_SECRET from the session's e-mail and names, fresh per request.
 * Anonymous → 403; a brand without a shop, or a commerce name other than `shopify` → 404.
 *
 * The checkout's hand-off, GET /api/shopify/multipass?return_to= (spec §7), is routes/multipass.ts.
 */
function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_PRIVATE } });
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!brand.shop || params['commerce'] !== COMMERCE_NAME) return plain(404, 'Not found');
  const session = await sessionFrom(request.headers.get('cookie'));
  if (!session?.email) return plain(403, 'Sign in first');
  const token = createMultipassToken(
    { email: session.email, firstName: session.givenName, lastName: session.familyName, identifier: session.sub },
    env().SHOPIFY_MULTIPASS_SECRET,
  );
  return plain(200, token);
}
