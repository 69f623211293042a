import { graphql } from '../storefront/generated';

/**
 * The bundles section's Storefront operation (spec shop §7 "read bundle data by variant ids"),
 * typed by codegen against the real 2025-01 schema (`npm run codegen`). One definition per
 * graphql() call.
 *
 * The ids are a catalog variant's `shopifyGlobalIds`: one Shopify Product per condition (new, used,
 * refurbished). Each Product carries its condition and, in `custom.bundles`, the `discount_bundle`
 * metaobjects it belongs to; a bundle's `product_variants` field references its variants (up to
 * 100, spec §9). Prices in the visitor's market through @inContext.
 */
export const PRODUCT_BUNDLES = graphql(`
  query ProductBundles($ids: [ID!]!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        condition: metafield(namespace: "custom", key: "condition") {
          value
        }
        bundles: metafield(namespace: "custom", key: "bundles") {
          references(first: 100) {
            nodes {
              ... on Metaobject {
                id
                type
                discountName: field(key: "discount_name") {
                  value
                }
                discountAmount: field(key: "discount_amount") {
                  value
                }
                productVariants: field(key: "product_variants") {
                  references(first: 100) {
                    nodes {
                      ... on ProductVariant {
                        ...ShopVariantFields
                        title
                        availableForSale
                        product {
                          id
                          title
                          handle
                          featuredImage {
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
          }
        }
      }
    }
  }
`);
