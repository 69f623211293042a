import { graphql } from '../storefront/generated';

/**
 * The order pages' Storefront operations (spec account §7 "Order calls"), typed by codegen against
 * the real 2025-01 schema (`npm run codegen`; schemas/storefront.schema.json). One definition per
 * graphql() call (codegen maps a source to its first definition).
 */

/** The Multipass token of the signed-in customer → a customer access token. */
export const CUSTOMER_ACCESS_TOKEN_CREATE_WITH_MULTIPASS = graphql(`
  mutation CustomerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        code
        field
        message
      }
    }
  }
`);

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
            amount
            currencyCode
          }
          lineItems(first: 250) {
            nodes {
              title
              quantity
              originalTotalPrice {
                amount
                currencyCode
              }
              variant {
                id
                sku
                image {
                  url
                  altText
                }
              }
            }
          }
        }
      }
    }
  }
`);

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
            amount
            currencyCode
          }
          totalTax {
            amount
            currencyCode
          }
          subtotalPrice {
            amount
            currencyCode
          }
          currentSubtotalPrice {
            amount
            currencyCode
          }
          totalShippingPrice {
            amount
            currencyCode
          }
          originalTotalPrice {
            amount
            currencyCode
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
                amount
                currencyCode
              }
              discountedTotalPrice {
                amount
                currencyCode
              }
              variant {
                id
                sku
                image {
                  url
                  altText
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** Order address fields of spec account §3. */
export const ORDER_ADDRESS = graphql(`
  fragment OrderAddress on MailingAddress {
    id
    address1
    address2
    city
    company
    country
    countryCodeV2
    firstName
    lastName
    name
    phone
    province
    provinceCode
    zip
    latitude
    longitude
    formatted(withName: true, withCompany: true)
    formattedArea
  }
`);
