import { graphql } from './generated';

/**
 * The Storefront field sets every shop operation repeats (CONVENTIONS "Data": repeated GraphQL
 * field sets are fragments). One definition per graphql() call: codegen maps a source to its first
 * definition and appends the fragments a document spreads.
 */

/** An amount as the Storefront sends it ("12.50") with its currency. */
export const MONEY_FIELDS = graphql(`
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`);

/** An image's address and alternative text. */
export const IMAGE_FIELDS = graphql(`
  fragment ImageFields on Image {
    url
    altText
  }
`);

/**
 * What every shop part reads of a ProductVariant (spec shop §3 "Shop variant"): its id (the cart
 * line's merchandise), sku, price with the compare-at price, and image. Spread into the offers,
 * bundles and cart documents (`...ShopVariantFields`), so the three stay alike.
 */
export const SHOP_VARIANT_FIELDS = graphql(`
  fragment ShopVariantFields on ProductVariant {
    id
    sku
    price {
      ...MoneyFields
    }
    compareAtPrice {
      ...MoneyFields
    }
    image {
      ...ImageFields
    }
  }
`);
