import { graphql } from '../storefront/generated';

/**
 * The cart's Storefront operations (spec shop §7 "Storefront commerce GraphQL"), typed by codegen
 * against the real 2025-01 schema (`npm run codegen`). Every one answers with the cart of spec §3
 * (the CartFields fragment, lines first 100, variants first 250) and runs in the visitor's market
 * and language (`@inContext`). One definition per graphql() call (codegen maps a source to its
 * first definition).
 */

/**
 * A discount's share of a line or of the cart (spec shop §3 "discount allocations": code and
 * discountedAmount). Shopify puts each where its discount applies: a code for some products (the
 * bundle codes) on the lines' `discountAllocations`, an order discount on the cart's.
 */
export const CART_DISCOUNT_ALLOCATION_FIELDS = graphql(`
  fragment CartDiscountAllocationFields on CartDiscountAllocation {
    discountedAmount {
      amount
      currencyCode
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
        amount
        currencyCode
      }
      totalAmount {
        amount
        currencyCode
      }
      totalTaxAmount {
        amount
        currencyCode
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
            amount
            currencyCode
          }
          amountPerQuantity {
            amount
            currencyCode
          }
        }
        merchandise {
          ... on ProductVariant {
            ...ShopVariantFields
            product {
              title
              featuredImage {
                url
                altText
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

/** Read cart (by the cartId cookie). */
export const CART_QUERY = graphql(`
  query Cart($cartId: ID!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cart(id: $cartId) {
      ...CartFields
    }
  }
`);

/** Create cart, with the first lines (merchandiseId, quantity, attributes as key-value list). */
export const CART_CREATE = graphql(`
  mutation CartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CART_LINES_ADD = graphql(`
  mutation CartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CART_LINES_UPDATE = graphql(`
  mutation CartLinesUpdate($cartId: ID!, $lines: [CartLineUpdateInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CART_LINES_REMOVE = graphql(`
  mutation CartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CART_DISCOUNT_CODES_UPDATE = graphql(`
  mutation CartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

/** The discount code of a bundle a line is tagged with (`_leisterRelatedBundle` holds the Metaobject id). */
export const CART_BUNDLE_CODE = graphql(`
  query CartBundleCode($id: ID!) {
    node(id: $id) {
      ... on Metaobject {
        id
        discountName: field(key: "discount_name") {
          value
        }
      }
    }
  }
`);
