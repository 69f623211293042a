/**
 * One Storefront API 2025-01 call from the server (CONTRACTS.md): `POST {store}/api/2025-01/graphql.json`
 * with a JSON body `{ query, variables, operationName }`, through the site's one server-side
 * GraphQL fetcher (@mbw/api-clients `fetchGraphql`); the caller names the store and the token.
 * The browser asks the site's same-origin proxy (apps/site routes/storefront-proxy.ts, which adds
 * the public access token) through urql instead (storefront-client.ts). Both map a failure to the
 * same StorefrontError. Documents are codegen's typed strings.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { fetchGraphql, type GraphqlFailure } from '@mbw/api-clients';

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

/** One Storefront operation over a transport (the server's fetcher, the browser's urql client, a test's stub). */
export type StorefrontSend = <TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
) => Promise<TResult>;

export interface StorefrontRequestOptions {
  /** The store's origin (`https://shop.example`); the page's origin in the browser. */
  store?: string;
  /** The public Storefront access token; left out behind the site's proxy, which adds it. */
  token?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/** Spec account §8 as StorefrontError: the first GraphQL error's message, else what the shop answered. */
export function storefrontErrorOf(failure: GraphqlFailure): StorefrontError {
  const { query, cause } = failure;
  if (!('status' in failure)) return new StorefrontError('The shop cannot be reached', { query, cause });
  const status = failure.ok ? 500 : failure.status;
  if (failure.kind === 'graphql') return new StorefrontError(failure.errors[0]?.message || 'Storefront error', { status, query, cause });
  if (failure.kind === 'not-json') return new StorefrontError(`The shop answered ${failure.status} without JSON`, { status, query, cause });
  return new StorefrontError(`The shop answered ${failure.status}`, { status, query });
}

/** One Storefront call through the site's one server-side GraphQL fetcher (@mbw/api-clients `fetchGraphql`). */
export function storefrontRequest<TResult, TVariables>(
  document: DocumentTypeDecoration<TResult, TVariables>,
  variables: TVariables,
  options: StorefrontRequestOptions = {},
): Promise<TResult> {
  return fetchGraphql(document, variables, {
    url: new URL(STOREFRONT_API_PATH, options.store ?? globalThis.location?.origin),
    service: 'storefront',
    headers: options.token ? { [STOREFRONT_TOKEN_HEADER]: options.token } : {},
    signal: options.signal,
    fetch: options.fetch,
    failure: storefrontErrorOf,
  });
}
