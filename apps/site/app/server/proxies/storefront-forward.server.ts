import { parseJsonBody, proxyRequest, readBody } from '@mbw/api-clients';
import { STOREFRONT_TOKEN_HEADER, storefrontApiPath } from '@mbw/shop-data-access';
import { ORDER_DOCUMENTS, STOREFRONT_BUYER_IP_HEADER, STOREFRONT_PRIVATE_TOKEN_HEADER } from '@mbw/shop-data-access/server';
import { jsonError, privateAnswer } from './proxy-responses.server';

/**
 * The Storefront API same-origin (issue 14; routes/storefront-proxy.ts). Only POST with a JSON
 * body passes, and only a GraphQL request (GraphQL over HTTP: an object with a string `query`, an
 * optional object of `variables`, an optional string `operationName`): anything else is a 400 here,
 * never a question for the store. The site adds the public Storefront token, and
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
  /** SHOPIFY_STOREFRONT_API_VERSION: the store is asked at `/api/{version}/graphql.json` (default the spec's 2025-01). */
  apiVersion?: string;
  /**
   * SHOPIFY_STOREFRONT_PRIVATE_TOKEN: when set, the store is asked with it and the buyer's address
   * (Shopify-Storefront-Private-Token, Shopify-Storefront-Buyer-IP) instead of the public token, so
   * Shopify throttles each buyer on their own rather than the whole site as one client.
   */
  privateToken?: string;
  /** The visitor's address (serve.ts CLIENT_ADDRESS_HEADER), for the buyer-IP header. */
  buyerIp?: string | null;
  /**
   * Who may ask (issue 23): 'shop' — the shop check opened the shop for this visitor: every
   * operation; 'orders' — a signed-in customer on a shop brand whose shop is closed to them: only
   * the order pages' documents; 'none' — nothing (404, no call).
   */
  access: 'shop' | 'orders' | 'none';
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Whether a parsed body is a GraphQL-over-HTTP request (and nothing else: no batch, no extra keys). */
export function isGraphqlRequest(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { query, variables, operationName, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).some((key) => key !== 'extensions')) return false;
  if (typeof query !== 'string' || query.trim() === '') return false;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return false;
  return operationName === undefined || operationName === null || typeof operationName === 'string';
}

export async function forwardStorefront(request: Request, options: StorefrontForwardOptions): Promise<Response> {
  if (options.access === 'none') return privateAnswer(jsonError(404, 'Not found'));
  if (request.method !== 'POST') {
    return privateAnswer(jsonError(405, 'Method not allowed'), { allow: 'POST' });
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return privateAnswer(jsonError(415, 'JSON only'));
  const body = await readBody(request, STOREFRONT_MAX_BODY_BYTES);
  if (body === null) return privateAnswer(jsonError(413, 'Request body too large'));
  const graphql = parseJsonBody(body);
  if (!isGraphqlRequest(graphql)) return privateAnswer(jsonError(400, 'Not a GraphQL request'));
  if (options.access === 'orders' && !ORDER_DOCUMENTS.has((graphql as { query: string }).query))
    return privateAnswer(jsonError(404, 'Not found'));
  // The body is read: proxyRequest gets it again in a request of the same headers and signal.
  const checked = new Request(request.url, { method: 'POST', headers: request.headers, body, signal: request.signal });
  return privateAnswer(
    await proxyRequest(checked, new URL(storefrontApiPath(options.apiVersion), options.store), {
      service: 'storefront',
      timeoutMs: options.timeoutMs,
      addHeaders: options.privateToken
        ? {
            [STOREFRONT_PRIVATE_TOKEN_HEADER]: options.privateToken,
            ...(options.buyerIp ? { [STOREFRONT_BUYER_IP_HEADER]: options.buyerIp } : {}),
          }
        : { [STOREFRONT_TOKEN_HEADER]: options.token },
      maxBodyBytes: STOREFRONT_MAX_BODY_BYTES,
      fetch: options.fetch,
    }),
  );
}
