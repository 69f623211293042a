import { ownPageHeaders } from '@mbw/util';
import type { StorefrontClientOptions } from '../storefront/storefront-client';

/**
 * The order pages' chain (spec account §4 "Order pages", §7): the site's own endpoint gives a
 * Multipass token for the signed-in customer (plain text), the Storefront exchanges it for a
 * customer access token (customer-access-token.ts), and that reads the orders (customer-orders.ts,
 * first 250) or one order (customer-order.ts, `id:{orderId}`, first 1). A step that fails or gives
 * nothing ends the chain with nothing: the screens then show their no-orders or not-found message
 * (spec §8), never an error page. The Storefront steps go through the site's urql client.
 */

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

/** The order id the pages use in URLs: the numeric end of the Storefront's global id (gid://shopify/Order/{n}). */
export function orderIdOf(globalId: string): string {
  return globalId.split('/').at(-1)?.split('?')[0] ?? globalId;
}
