import type { ActionFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { env, shopifyStore } from '../lib/env.server';
import { jsonError } from '../lib/proxy.server';
import { forwardStorefront } from '../lib/storefront-proxy.server';

/**
 * POST /api/2025-01/graphql.json: the Storefront API, same-origin (spec account §7: Storefront
 * posts go to {store domain}/api/2025-01/graphql.json with the access-token header). The browser
 * posts its GraphQL here; the site forwards it to SHOPIFY_STORE_DOMAIN and adds the public
 * Storefront token, so the page needs no CORS, no store host in its CSP and no token in its
 * bundle. Only POST with a JSON body of at most 64 KiB, no browser cookie upstream, answers
 * private (lib/storefront-proxy.server.ts); shop brands only.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!brand.shop) return jsonError(404, 'Not found');
  const config = env();
  return forwardStorefront(request, { store: shopifyStore(config), token: config.SHOPIFY_STOREFRONT_TOKEN, timeoutMs: config.UPSTREAM_TIMEOUT_MS });
}

export function loader() {
  if (!brand.shop) return jsonError(404, 'Not found');
  const refused = jsonError(405, 'Method not allowed');
  refused.headers.set('Allow', 'POST');
  return refused;
}
