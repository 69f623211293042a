import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { env } from '../lib/env.server';
import { jsonError } from '../lib/proxy.server';

/**
 * Same-origin proxy for the site APIs the browser calls (ARCHITECTURE §1 "/api/*"). Only listed
 * endpoints pass; later issues add the account and wishlist endpoints here.
 */
const ENDPOINTS = [
  { pattern: /^menu\/products$/, service: 'menu' },
  { pattern: /^LanguageSelector\/regions$/, service: 'regions' },
  // Spec product §7: the product page's downloads and video campaign, loaded in the browser.
  { pattern: /^MasterProducts\/getDownloadsExtended$/, service: 'product-data' },
  { pattern: /^MasterProducts\/getVideoCampaignItems$/, service: 'product-data' },
] as const;

async function forward(request: Request, url: URL, splat: string | undefined): Promise<Response> {
  const endpoint = ENDPOINTS.find((candidate) => candidate.pattern.test(splat ?? ''));
  if (!endpoint) return jsonError(404, 'Not found');
  if (request.method !== 'GET') return jsonError(405, 'Method not allowed');
  const { SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  return proxyRequest(request, new URL(`/api/${splat}${url.search}`, SITECORE_API_URL), {
    service: endpoint.service,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  });
}

export const loader = ({ request, url, params }: LoaderFunctionArgs) => forward(request, url, params['*']);
export const action = ({ request, url, params }: ActionFunctionArgs) => forward(request, url, params['*']);
