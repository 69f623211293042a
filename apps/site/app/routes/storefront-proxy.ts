import type { ActionFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { isSignedIn } from '@mbw/account-data-access';
import { env, shopifyStore } from '../server/runtime/env.server';
import { jsonError } from '../server/proxies/proxy-responses.server';
import { requestContext } from '../server/request/request-context';
import { CLIENT_ADDRESS_HEADER } from '../server/security/request-guards';
import { forwardStorefront } from '../server/proxies/storefront-forward.server';

/**
 * POST /api/2025-01/graphql.json: the Storefront API, same-origin (spec account §7: Storefront
 * posts go to {store domain}/api/2025-01/graphql.json with the access-token header). The browser
 * posts its GraphQL here; the site forwards it to SHOPIFY_STORE_DOMAIN at the version
 * SHOPIFY_STOREFRONT_API_VERSION names (2025-01 by default) and adds the Storefront
 * token (the private one with the buyer's address when configured), so the page needs no CORS, no
 * store host in its CSP and no token in its bundle. Only POST with a JSON body of at most 64 KiB,
 * no browser cookie upstream, answers private (server/proxies/storefront-forward.server.ts). Shop brands only,
 * and only for visitors the shop check opens the shop to; a signed-in customer whose shop is
 * closed still reads their orders (the order pages' documents only).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (!brand.shop) return jsonError(404, 'Not found');
  const config = env();
  const facts = context.get(requestContext);
  const access = (await facts.shop()) ? 'shop' : isSignedIn(await facts.viewer(), { editorActive: false }) ? 'orders' : 'none';
  return forwardStorefront(request, {
    store: shopifyStore(config),
    apiVersion: config.SHOPIFY_STOREFRONT_API_VERSION,
    token: config.SHOPIFY_STOREFRONT_TOKEN,
    privateToken: config.SHOPIFY_STOREFRONT_PRIVATE_TOKEN,
    buyerIp: request.headers.get(CLIENT_ADDRESS_HEADER),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    access,
  });
}

export function loader() {
  if (!brand.shop) return jsonError(404, 'Not found');
  const refused = jsonError(405, 'Method not allowed');
  refused.headers.set('Allow', 'POST');
  return refused;
}
