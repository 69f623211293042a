import { CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS } from '../orders/customer-access-token';
import { CUSTOMER_ORDER } from '../orders/customer-order';
import { CUSTOMER_ORDERS } from '../orders/customer-orders';

/**
 * Server-side Storefront calls on a buyer's behalf (Shopify's Storefront API rate-limit and
 * authentication docs; tools/local-services README "Storefront API"): a server's requests all come
 * from the server's address, so a server uses a private (delegate) access token in this header and
 * passes the buyer's address in the next one, to be throttled per buyer. The private token never
 * reaches a browser.
 */
export const STOREFRONT_PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token';
export const STOREFRONT_BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';

/** The order pages' documents (spec account §4, §7), exactly as the browser sends them. */
export const ORDER_DOCUMENTS: ReadonlySet<string> = new Set(
  [CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS, CUSTOMER_ORDERS, CUSTOMER_ORDER].map(String),
);
