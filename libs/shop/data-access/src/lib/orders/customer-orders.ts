import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownPageHeaders } from '@mbw/util';
import { loadStorefrontSend as send } from '../storefront/storefront-transport';
import type { StorefrontClientOptions } from '../storefront/storefront-client';
import type { CustomerOrderQuery, CustomerOrdersQuery } from '../storefront/generated/graphql';
import { CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS, CUSTOMER_ORDER, CUSTOMER_ORDERS } from './order-documents';

/**
 * The order pages' chain (spec account §4 "Order pages", §7): the site's own endpoint gives a
 * Multipass token for the signed-in customer (plain text), the Storefront exchanges it for a
 * customer access token, and that reads the orders (first 250) or one order (`id:{orderId}`,
 * first 1). A step that fails or gives nothing ends the chain with nothing: the screens then show
 * their no-orders or not-found message (spec §8), never an error page.
 */
export type CustomerOrderSummary = NonNullable<CustomerOrdersQuery['customer']>['orders']['nodes'][number];
export type CustomerOrderDetail = NonNullable<CustomerOrderQuery['customer']>['orders']['nodes'][number];

/** The site's token endpoint (apps/site routes/multipass-token.ts): GET, signed in only, plain text. */
export const multipassTokenPath = (commerce: string) => `/api/${encodeURIComponent(commerce)}/multipass-token`;

export const ORDERS_QUERY_KEY = ['storefront', 'orders'] as const;

export interface OrderChainOptions extends StorefrontClientOptions {
  /** The site's origin for the token endpoint (tests; the page's origin in the browser). */
  origin?: string;
}

/** The Multipass token of the session's customer, or null (not signed in, not a shop brand, any failure). */
export async function fetchMultipassToken(commerce: string, options: OrderChainOptions = {}): Promise<string | null> {
  try {
    const response = await (options.fetch ?? fetch)(new URL(multipassTokenPath(commerce), options.origin ?? globalThis.location?.origin), {
      headers: { accept: 'text/plain', ...ownPageHeaders() },
      credentials: 'same-origin',
      signal: options.signal,
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    const token = (await response.text()).trim();
    return token || null;
  } catch {
    return null;
  }
}

/** The token endpoint, then customerAccessTokenCreateWithMultipass: the customer access token, or null. */
export async function customerAccessToken(commerce: string, options: OrderChainOptions = {}): Promise<string | null> {
  const multipassToken = await fetchMultipassToken(commerce, options);
  if (!multipassToken) return null;
  const data = await (await send(options))(CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS, { multipassToken });
  return data.customerAccessTokenCreateWithMultipass?.customerAccessToken?.accessToken ?? null;
}

export async function fetchCustomerOrders(commerce: string, options: OrderChainOptions = {}): Promise<CustomerOrderSummary[]> {
  const token = await customerAccessToken(commerce, options);
  if (!token) return [];
  const data = await (await send(options))(CUSTOMER_ORDERS, { customerAccessToken: token });
  return data.customer?.orders.nodes ?? [];
}

/** The order id the pages use in URLs: the numeric end of the Storefront's global id (gid://shopify/Order/{n}). */
export function orderIdOf(globalId: string): string {
  return globalId.split('/').at(-1)?.split('?')[0] ?? globalId;
}

/** One order by its id (the numeric id of a URL), or null when the customer has no such order. */
export async function fetchCustomerOrder(commerce: string, orderId: string, options: OrderChainOptions = {}): Promise<CustomerOrderDetail | null> {
  // The search syntax takes digits only here: anything else in a URL cannot be an order id.
  if (!/^\d{1,20}$/.test(orderId)) return null;
  const token = await customerAccessToken(commerce, options);
  if (!token) return null;
  const data = await (await send(options))(CUSTOMER_ORDER, { customerAccessToken: token, query: `id:${orderId}` });
  return data.customer?.orders.nodes[0] ?? null;
}

export const customerOrdersQueryOptions = (commerce: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, commerce, 'list'],
    queryFn: ({ signal }) => fetchCustomerOrders(commerce, { signal }),
    // A failed step is the empty state at once (spec §4), not a retry behind a spinner.
    retry: false,
    staleTime: 30_000,
  });

export const customerOrderQueryOptions = (commerce: string, orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, commerce, 'detail', orderId],
    queryFn: ({ signal }) => fetchCustomerOrder(commerce, orderId, { signal }),
    retry: false,
    staleTime: 30_000,
  });

/** The signed-in customer's orders (browser only: `enabled` false on the server and for visitors). */
export function useCustomerOrders(commerce: string, enabled: boolean) {
  return useQuery({ ...customerOrdersQueryOptions(commerce), enabled });
}

export function useCustomerOrder(commerce: string, orderId: string, enabled: boolean) {
  return useQuery({ ...customerOrderQueryOptions(commerce, orderId), enabled });
}
