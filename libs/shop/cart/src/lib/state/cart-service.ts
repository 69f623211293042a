import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { Client, fetchExchange, type CombinedError } from 'urql';
import { STOREFRONT_API_PATH, StorefrontError, cartOperations, type StorefrontContext } from '@mbw/shop-data-access';

/**
 * The cart's Storefront calls in the browser: urql through the site's same-origin proxy
 * (`/api/2025-01/graphql.json`, which adds the access token). This module is imported on first
 * use only (cart-store.ts), so urql and the cart documents are never in a page's first-load JS.
 */
const client = new Client({
  url: STOREFRONT_API_PATH,
  exchanges: [fetchExchange],
  // A cart is read fresh every time: no document cache between the panel and the shop area.
  requestPolicy: 'network-only',
  fetchOptions: { credentials: 'same-origin', headers: { accept: 'application/json' } },
});

/** Spec shop §8: the first error, with the whole error as cause, the status (500 when none), the query. */
export function storefrontErrorOf(error: CombinedError, query: string): StorefrontError {
  const first = error.graphQLErrors[0];
  const status = error.response && typeof (error.response as Response).status === 'number' ? (error.response as Response).status : undefined;
  const message = first?.message || error.networkError?.message || 'Storefront error';
  return new StorefrontError(message, { status: status && status >= 400 ? status : 500, query, cause: error });
}

export async function urqlSend<TResult, TVariables>(document: DocumentTypeDecoration<TResult, TVariables>, variables: TVariables): Promise<TResult> {
  const query = document.toString();
  const operation = /^\s*mutation\b/.test(query) ? client.mutation(query, variables as object) : client.query(query, variables as object);
  const result = await operation.toPromise();
  if (result.error) throw storefrontErrorOf(result.error, query);
  if (!result.data) throw new StorefrontError('The shop answered without data', { query });
  return result.data as TResult;
}

export const cartService = (context: StorefrontContext) => cartOperations(urqlSend, context);
