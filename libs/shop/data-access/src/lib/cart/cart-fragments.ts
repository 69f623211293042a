import { graphql } from '../storefront/generated';

/**
 * The cart's fragments (spec shop §3 "Cart", "Cart line", user errors, warnings): every cart
 * operation (one file each beside this one) answers with the CartFields cart (lines first 100,
 * variants first 250), a mutation with its user errors and warnings too. One definition per
 * graphql() call (codegen maps a source to its first definition).
 */

/**
 * A discount's share of a line or of the cart (spec shop §3 "discount allocations": code and
 * discountedAmount). Shopify puts each where its discount applies: a code for some products (the
 * bundle codes) on the lines' `discountAllocations`, an order discount on the cart's.
 */
export const CART_DISCOUNT_ALLOCATION_FIELDS = graphql(`
  fragment CartDiscountAllocationFields on CartDiscountAllocation {
    discountedAmount {
      ...MoneyFields
    }
    ... on CartCodeDiscountAllocation {
      code
    }
  }
`);

/**
 * Spec shop §3 "Cart" and "Cart line". Since API 2022-07 the cart's `discountAllocations` are the
 * cart-level discounts only (order discounts); a line's own (the bundle codes) are on the line,
 * already taken off its total and off the cart's subtotal.
 */
export const CART_FIELDS = graphql(`
  fragment CartFields on Cart {
    id
    checkoutUrl
    totalQuantity
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      ...CartDiscountAllocationFields
    }
    cost {
      subtotalAmount {
        ...MoneyFields
      }
      totalAmount {
        ...MoneyFields
      }
      totalTaxAmount {
        ...MoneyFields
      }
    }
    lines(first: 100) {
      nodes {
        id
        quantity
        attributes {
          key
          value
        }
        discountAllocations {
          ...CartDiscountAllocationFields
        }
        cost {
          totalAmount {
            ...MoneyFields
          }
          amountPerQuantity {
            ...MoneyFields
          }
        }
        merchandise {
          ... on ProductVariant {
            ...ShopVariantFields
            product {
              title
              featuredImage {
                ...ImageFields
              }
              variants(first: 250) {
                nodes {
                  sku
                  compareAtPrice {
                    amount
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** Spec shop §3 user errors (code, field, message); the variant is found from `field`. */
export const CART_USER_ERROR_FIELDS = graphql(`
  fragment CartUserErrorFields on CartUserError {
    code
    field
    message
  }
`);

/** Since 2024-10 a stock problem is a warning (the change is made, cut to the stock): shown as a line's error. */
export const CART_WARNING_FIELDS = graphql(`
  fragment CartWarningFields on CartWarning {
    code
    message
    target
  }
`);
