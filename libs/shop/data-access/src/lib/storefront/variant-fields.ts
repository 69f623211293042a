import { graphql } from './generated';

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
      amount
      currencyCode
    }
    compareAtPrice {
      amount
      currencyCode
    }
    image {
      url
      altText
    }
  }
`);
