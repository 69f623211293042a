/**
 * One Storefront API call from the server (CONTRACTS.md): `POST {store}/api/{version}/graphql.json`
 * (the version is the site's SHOPIFY_STOREFRONT_API_VERSION, 2025-01 as the spec names it by default)
 * with a JSON body `{ query, variables, operationName }`, through the site's one server-side
 * GraphQL fetcher (@mbw/api-clients `fetchGraphql`); the caller names the store and the token.
 * The browser asks the site's same-origin proxy (apps/site routes/storefront-proxy.ts, which adds
 * the public access token) through urql instead (storefront-client.ts). Both map a failure to the
 * same StorefrontError. Documents are codegen's typed strings.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { fetchGraphql, type GraphqlFailure } from '@mbw/api-clients';

/** The version the spec names (spec account §7); the site's default for SHOPIFY_STOREFRONT_API_VERSION. */
const DEFAULT_STOREFRONT_API_VERSION = '2025-01';

/** The Storefront endpoint's path at a store for one version. */
export function storefrontApiPath(version: string = DEFAULT_STOREFRONT_API_VERSION): string {
  return `/api/${version}/graphql.json`;
}

/**
 * The site's same-origin Storefront proxy (routes/storefront-proxy.ts), which browsers post to: the
 * spec's path, whatever version the server then asks the store for (the bundle is built once, the
 * version is set where the server runs).
 */
export const STOREFRONT_API_PATH = storefrontApiPath(DEFAULT_STOREFRONT_API_VERSION);
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
  /** The API version asked of a store named by `store` (default DEFAULT_STOREFRONT_API_VERSION); the site's proxy path otherwise. */
  apiVersion?: string;
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
    url: options.store
      ? new URL(storefrontApiPath(options.apiVersion), options.store)
      : new URL(STOREFRONT_API_PATH, globalThis.location?.origin),
    service: 'storefront',
    headers: options.token ? { [STOREFRONT_TOKEN_HEADER]: options.token } : {},
    signal: options.signal,
    fetch: options.fetch,
    failure: storefrontErrorOf,
  });
}
