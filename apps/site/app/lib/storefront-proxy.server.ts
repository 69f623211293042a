import { proxyRequest } from '@mbw/api-clients';
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER } from '@mbw/shop-data-access';
import { CACHE_PRIVATE } from './cache-control';
import { jsonError } from './proxy.server';

/**
 * The Storefront API same-origin (issue 14; routes/storefront-proxy.ts). Only POST with a JSON
 * body passes (a GraphQL query is nothing else); the site adds the public Storefront token, and
 * nothing of the browser's own goes up but the body and the accept/content-type/accept-language
 * headers (no cookie: proxyRequest's whitelist). Bodies over STOREFRONT_MAX_BODY_BYTES are 413
 * before anything is sent; a failing or slow store is the proxy's 502/504 JSON. Every answer is
 * private, no-store: it carries a customer's access token or orders.
 */

/** The order pages' largest operation is under 4 KB; 64 KiB leaves room and refuses anything else. */
export const STOREFRONT_MAX_BODY_BYTES = 64 * 1024;

export interface StorefrontForwardOptions {
  /** The store's origin (SHOPIFY_STORE_DOMAIN, or local-services). */
  store: string;
  /** SHOPIFY_STOREFRONT_TOKEN. */
  token: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

function privately(response: Response): Response {
  // A Response from fetch has immutable headers: copy into one of our own.
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  answer.headers.set('Cache-Control', CACHE_PRIVATE);
  return answer;
}

export async function forwardStorefront(request: Request, options: StorefrontForwardOptions): Promise<Response> {
  if (request.method !== 'POST') {
    const refused = privately(jsonError(405, 'Method not allowed'));
    refused.headers.set('Allow', 'POST');
    return refused;
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return privately(jsonError(415, 'JSON only'));
  return privately(
    await proxyRequest(request, new URL(STOREFRONT_API_PATH, options.store), {
      service: 'storefront',
      timeoutMs: options.timeoutMs,
      addHeaders: { [STOREFRONT_TOKEN_HEADER]: options.token },
      maxBodyBytes: STOREFRONT_MAX_BODY_BYTES,
      fetch: options.fetch,
    }),
  );
}
