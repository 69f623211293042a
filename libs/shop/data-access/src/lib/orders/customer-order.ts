import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../storefront/generated';
import type { CustomerOrderQuery } from '../storefront/generated/graphql';
import { loadStorefrontSend } from '../storefront/storefront-transport';
import { customerAccessToken } from './customer-access-token';
import { ORDERS_QUERY_KEY, type OrderChainOptions } from './order-chain';

/** One order by the search filter `id:{orderId}`, first 1, with every field of spec account §3 and up to 250 line items. */
export const CUSTOMER_ORDER = graphql(`
  query CustomerOrder($customerAccessToken: String!, $query: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 1, query: $query) {
        nodes {
          id
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          totalPrice {
            ...MoneyFields
          }
          totalTax {
            ...MoneyFields
          }
          subtotalPrice {
            ...MoneyFields
          }
          currentSubtotalPrice {
            ...MoneyFields
          }
          totalShippingPrice {
            ...MoneyFields
          }
          originalTotalPrice {
            ...MoneyFields
          }
          billingAddress {
            ...OrderAddress
          }
          shippingAddress {
            ...OrderAddress
          }
          lineItems(first: 250) {
            nodes {
              title
              currentQuantity
              quantity
              originalTotalPrice {
                ...MoneyFields
              }
              discountedTotalPrice {
                ...MoneyFields
              }
              variant {
                ...OrderLineVariantFields
              }
            }
          }
        }
      }
    }
  }
`);

export type CustomerOrderDetail = NonNullable<CustomerOrderQuery['customer']>['orders']['nodes'][number];

/** One order by its id (the numeric id of a URL), or null when the customer has no such order. */
export async function fetchCustomerOrder(
  commerce: string,
  orderId: string,
  options: OrderChainOptions = {},
): Promise<CustomerOrderDetail | null> {
  // The search syntax takes digits only here: anything else in a URL cannot be an order id.
  if (!/^\d{1,20}$/.test(orderId)) return null;
  const token = await customerAccessToken(commerce, options);
  if (!token) return null;
  const data = await (await loadStorefrontSend(options))(CUSTOMER_ORDER, { customerAccessToken: token, query: `id:${orderId}` });
  return data.customer?.orders.nodes[0] ?? null;
}

export const customerOrderQueryOptions = (commerce: string, orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, commerce, 'detail', orderId],
    queryFn: ({ signal }) => fetchCustomerOrder(commerce, orderId, { signal }),
    retry: false,
    staleTime: 30_000,
  });

export function useCustomerOrder(commerce: string, orderId: string, enabled: boolean) {
  return useQuery({ ...customerOrderQueryOptions(commerce, orderId), enabled });
}
