import { createGraphqlClient, sendGraphql, type GraphqlClient } from '@mbw/api-clients';
import { STOREFRONT_API_PATH, STOREFRONT_TOKEN_HEADER, storefrontErrorOf, type StorefrontSend } from './storefront-request';

/**
 * The Storefront from the browser: the site's urql client (@mbw/api-clients `createGraphqlClient`)
 * on the site's same-origin proxy (`/api/2025-01/graphql.json`, which adds the access token), with
 * failures as StorefrontError exactly as the server's `storefrontRequest` has them. Import this
 * module on first use (`import('./storefront-client')`): urql stays out of a page's first-load JS.
 */
export interface StorefrontClientOptions {
  /** The store's origin: tests and the Multipass round trip ask the stand-in itself; the site's proxy otherwise. */
  store?: string;
  /** The public token, for a store asked directly (the site's proxy adds it otherwise). */
  token?: string;
  fetch?: typeof fetch;
  signal?: AbortSignal;
}

let pageClient: GraphqlClient | null = null;

function clientFor(options: StorefrontClientOptions): GraphqlClient {
  if (options.store === undefined && options.token === undefined && options.fetch === undefined)
    return (pageClient ??= createGraphqlClient({ url: STOREFRONT_API_PATH }));
  return createGraphqlClient({
    url: new URL(STOREFRONT_API_PATH, options.store ?? globalThis.location?.origin).href,
    headers: options.token ? { [STOREFRONT_TOKEN_HEADER]: options.token } : {},
    fetch: options.fetch,
  });
}

/** A StorefrontSend over urql (the cart's operations, the order pages' chain). */
export function storefrontSend(options: StorefrontClientOptions = {}): StorefrontSend {
  const graphql = clientFor(options);
  return (document, variables) =>
    sendGraphql(graphql, document, variables, { service: 'storefront', signal: options.signal, failure: storefrontErrorOf });
}
