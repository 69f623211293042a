import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { forwardAccount, matchAccountEndpoint } from '../lib/account-proxy.server';
import { accountApiUrl, env } from '../lib/env.server';
import { jsonError } from '../lib/proxy.server';
import { credentialsOf } from '../lib/session.server';

/**
 * Same-origin proxy for the site APIs the browser calls (ARCHITECTURE §1 "/api/*"). Only listed
 * endpoints pass: the public site APIs below (GET, no credentials) and the account API
 * (lib/account-proxy.server.ts: each endpoint with its method, the customer's bearer token attached
 * here). Later issues add the wishlist endpoints.
 */
const ENDPOINTS = [
  { pattern: /^menu\/products$/, service: 'menu' },
  { pattern: /^LanguageSelector\/regions$/, service: 'regions' },
  // Spec product §7: the product page's downloads and video campaign, loaded in the browser.
  { pattern: /^MasterProducts\/getDownloadsExtended$/, service: 'product-data' },
  { pattern: /^MasterProducts\/getVideoCampaignItems$/, service: 'product-data' },
] as const;

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
  const endpoint = ENDPOINTS.find((candidate) => candidate.pattern.test(splat ?? ''));
  if (!endpoint) return jsonError(404, 'Not found');
  if (request.method !== 'GET') return jsonError(405, 'Method not allowed');
  return proxyRequest(request, new URL(`/api/${splat}${url.search}`, config.SITECORE_API_URL), {
    service: endpoint.service,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
}

export const loader = ({ request, url, params }: LoaderFunctionArgs) => forward(request, url, params['*']);
export const action = ({ request, url, params }: ActionFunctionArgs) => forward(request, url, params['*']);
