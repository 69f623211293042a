import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '../storefront/generated';
import type { CustomerOrdersQuery } from '../storefront/generated/graphql';
import { loadStorefrontSend } from '../storefront/storefront-transport';
import { customerAccessToken } from './customer-access-token';
import { ORDERS_QUERY_KEY, type OrderChainOptions } from './order-chain';

/** The customer's orders, first 250: the list's columns, and the line items the mobile cards show. */
export const CUSTOMER_ORDERS = graphql(`
  query CustomerOrders($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      orders(first: 250) {
        totalCount
        nodes {
          id
          orderNumber
          processedAt
          financialStatus
          fulfillmentStatus
          totalPrice {
            ...MoneyFields
          }
          lineItems(first: 250) {
            nodes {
              title
              quantity
              originalTotalPrice {
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

export type CustomerOrderSummary = NonNullable<CustomerOrdersQuery['customer']>['orders']['nodes'][number];

export async function fetchCustomerOrders(commerce: string, options: OrderChainOptions = {}): Promise<CustomerOrderSummary[]> {
  const token = await customerAccessToken(commerce, options);
  if (!token) return [];
  const data = await (await loadStorefrontSend(options))(CUSTOMER_ORDERS, { customerAccessToken: token });
  return data.customer?.orders.nodes ?? [];
}

export const customerOrdersQueryOptions = (commerce: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, commerce, 'list'],
    queryFn: ({ signal }) => fetchCustomerOrders(commerce, { signal }),
    // A failed step is the empty state at once (spec §4), not a retry behind a spinner.
    retry: false,
    staleTime: 30_000,
  });

/** The signed-in customer's orders (browser only: `enabled` false on the server and for visitors). */
export function useCustomerOrders(commerce: string, enabled: boolean) {
  return useQuery({ ...customerOrdersQueryOptions(commerce), enabled });
}
