import { graphql } from '../storefront/generated';

/**
 * The product page's offers (spec shop §3 "Shop product", "Shop variant"; §7 "fetch shop products
 * by global ids"): one `nodes(ids)` call over the catalog variants' `shopifyGlobalIds` (Products,
 * one per catalog variant and condition, each with exactly one ProductVariant), priced for the
 * market through @inContext. Typed by codegen against the real 2025-01 schema (`npm run codegen`).
 */
export const PRODUCT_OFFERS = graphql(`
  query ProductOffers($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        handle
        title
        featuredImage {
          url
          altText
          width
          height
        }
        condition: metafield(namespace: "custom", key: "condition") {
          value
        }
        deliveryTime: metafield(namespace: "custom", key: "delivery_time") {
          value
        }
        variants(first: 1) {
          nodes {
            ...ShopVariantFields
            title
            availableForSale
            currentlyNotInStock
            quantityAvailable
          }
        }
      }
    }
  }
`);
