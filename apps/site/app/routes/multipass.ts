import type { LoaderFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { env, shopifyStore } from '../server/runtime/env.server';
import { sessionFrom } from '../server/session/session.server';
import { multipassAnswer } from '../shop/shop-endpoints.server';

/**
 * GET /api/{commerce}/multipass?return_to= (spec shop §4 "Checkout hand-off", §7): the signed-in
 * customer's Multipass token (text) for the checkout's hand-off to
 * {store}/account/login/multipass/{token}; `return_to` is kept only on the store's own origin.
 * Anonymous → 403; rate limited in server/serve.ts (429). See shop/shop-endpoints.server.ts.
 */
export async function loader({ request, params, url }: LoaderFunctionArgs) {
  const config = env();
  const session = await sessionFrom(request.headers.get('cookie'));
  return multipassAnswer({
    commerce: params['commerce'],
    shopBrand: brand.shop,
    customer: session,
    returnTo: url.searchParams.get('return_to'),
    store: shopifyStore(config),
    secret: config.SHOPIFY_MULTIPASS_SECRET,
  });
}
