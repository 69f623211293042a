import type { ActionFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from '@mbw/shop-data-access';
import { proxyRequest } from '@mbw/api-clients';
import { env, shopifyStore } from '../lib/env.server';
import { jsonError } from '../lib/proxy.server';

/**
 * POST /api/2025-01/graphql.json: the Storefront API, same-origin (spec account §7: Storefront
 * posts go to {store domain}/api/2025-01/graphql.json with the access-token header). The browser
 * posts its GraphQL here; the site forwards it to SHOPIFY_STORE_DOMAIN and adds the public
 * Storefront token, so the page needs no CORS, no store host in its CSP and no token in its
 * bundle. Only POST with a JSON body; shop brands only.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!brand.shop) return jsonError(404, 'Not found');
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed');
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) return jsonError(415, 'JSON only');
  const config = env();
  return proxyRequest(request, new URL(STOREFRONT_API_PATH, shopifyStore(config)), {
    service: 'storefront',
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    addHeaders: { [STOREFRONT_TOKEN_HEADER]: config.SHOPIFY_STOREFRONT_TOKEN },
  });
}

export const loader = () => jsonError(405, 'Method not allowed');
