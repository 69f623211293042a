import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { forwardAccount, matchAccountEndpoint } from '../server/proxies/account-forward.server';
import { accountApiUrl, env } from '../server/runtime/env.server';
import { PUBLIC_SITE_APIS } from '../server/security/own-page';
import { jsonError } from '../server/proxies/proxy-responses.server';
import { WISHLIST_OBJECTS_PATH, answerWishlistObjects } from '../server/proxies/wishlist-objects.server';
import { productDataConfig } from '../server/upstream/product-data-config.server';
import { credentialsOf } from '../server/session/session.server';

/**
 * Same-origin proxy for the site APIs the browser calls (ARCHITECTURE §1 "/api/*"). Only listed
 * endpoints pass: the public site APIs (server/security/own-page.ts PUBLIC_SITE_APIS: GET, no credentials) and the account API
 * (server/proxies/account-forward.server.ts: each endpoint with its method, the customer's bearer token attached
 * here), the wishlist's product data (POST product-data/wishlistObjects: the gateway is the server's).
 * Every call but the public ones comes only from
 * this site's own pages (server/security/own-page.ts, checked in the root middleware before this runs).
 */

async function forward(request: Request, url: URL, splat: string | undefined): Promise<Response> {
  const config = env();
  // The path as sent (still %-encoded): an encoded slash inside an id stays one segment and matches nothing.
  const rawPath = url.pathname.replace(/^\/api\//, '');
  const account = matchAccountEndpoint(request.method, rawPath);
  if (account?.kind === 'method-not-allowed') {
    const refusal = jsonError(405, 'Method not allowed');
    refusal.headers.set('Allow', account.allow.join(', '));
    return refusal;
  }
  if (account) {
    return forwardAccount(request, url, rawPath, account.endpoint, {
      baseUrl: accountApiUrl(config),
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      credentials: () => credentialsOf(request, url),
    });
  }
  if (rawPath === WISHLIST_OBJECTS_PATH) return answerWishlistObjects(request, productDataConfig(config));
  const endpoint = PUBLIC_SITE_APIS.find((candidate) => candidate.pattern.test(splat ?? ''));
  if (!endpoint) return jsonError(404, 'Not found');
  if (request.method !== 'GET') return jsonError(405, 'Method not allowed');
  return proxyRequest(request, new URL(`/api/${splat}${url.search}`, config.SITECORE_API_URL), {
    service: endpoint.service,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
}

export const loader = ({ request, url, params }: LoaderFunctionArgs) => forward(request, url, params['*']);
export const action = ({ request, url, params }: ActionFunctionArgs) => forward(request, url, params['*']);
