/**
 * One Storefront API 2025-01 call (CONTRACTS.md): `POST {store}/api/2025-01/graphql.json` with a
 * JSON body `{ query, variables, operationName }`. In the browser the store is the site itself: its
 * same-origin proxy (apps/site routes/storefront-proxy.ts) forwards to SHOPIFY_STORE_DOMAIN and adds
 * the public access token, so no CORS and no token in the bundle. On the server the caller names
 * the store and the token. Documents are codegen's typed strings (no GraphQL runtime shipped).
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export const STOREFRONT_API_VERSION = '2025-01';
export const STOREFRONT_API_PATH = `/api/${STOREFRONT_API_VERSION}/graphql.json`;
export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';
/** The commerce name in the site's shop URLs (spec shop §7: /api/shopify/multipass, /protected/shopify). */
export const COMMERCE_NAME = 'shopify';

/**
 * Spec account §8: a Storefront failure carries the first GraphQL error's message, the HTTP status
 * (500 when the answer had none to give) and the query it answered.
 */
export class StorefrontError extends Error {
  readonly status: number;
  readonly query: string;
  constructor(message: string, options: { status?: number; query: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'StorefrontError';
    this.status = options.status ?? 500;
    this.query = options.query;
  }
}

export interface StorefrontRequestOptions {
  /** The store's origin (`https://shop.example`); the page's origin in the browser. */
  store?: string;
  /** The public Storefront access token; left out behind the site's proxy, which adds it. */
  token?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

const operationName = (query: string) => /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];

export async function storefrontRequest<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  options: StorefrontRequestOptions = {},
): Promise<TResult> {
  const query = document.toString();
  const url = new URL(STOREFRONT_API_PATH, options.store ?? globalThis.location?.origin);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(options.token ? { [STOREFRONT_TOKEN_HEADER]: options.token } : {}) },
      body: JSON.stringify({ query, variables, operationName: operationName(query) }),
      signal: options.signal,
    });
  } catch (cause) {
    throw new StorefrontError('The shop cannot be reached', { query, cause });
  }
  type Answer = { data?: TResult | null; errors?: Array<{ message?: string }> } | null;
  let body: Answer;
  try {
    body = (await response.json()) as Answer;
  } catch (cause) {
    throw new StorefrontError(`The shop answered ${response.status} without JSON`, { status: response.ok ? 500 : response.status, query, cause });
  }
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
  if (first) throw new StorefrontError(first.message || 'Storefront error', { status: response.ok ? 500 : response.status, query, cause: body?.errors });
  if (!response.ok || !body?.data) throw new StorefrontError(`The shop answered ${response.status}`, { status: response.ok ? 500 : response.status, query });
  return body.data;
}
