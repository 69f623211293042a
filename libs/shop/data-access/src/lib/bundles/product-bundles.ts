import { storefrontRequest, type StorefrontRequestOptions } from '../storefront/storefront-request';
import type { ProductBundlesQuery } from '../storefront/generated/graphql';
import { graphql } from '../storefront/generated';
import { storefrontContext } from '../storefront/storefront-context';

/**
 * The bundles section's Storefront operation (spec shop §7 "read bundle data by variant ids"),
 * typed by codegen against the real 2025-01 schema (`npm run codegen`).
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
                            ...ImageFields
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

/**
 * Discount bundles of a catalog variant (spec shop §3 "Discount bundle", §4 "Bundles", §7): the
 * variant's shop products by global id → the new one (used and refurbished are excluded from the
 * base product lookup) → its `custom.bundles` metaobjects → the domain type the section renders.
 */
export interface BundleMoney {
  amount: string;
  currencyCode: string;
}

export interface BundleVariant {
  /** The ProductVariant gid (the cart line's merchandiseId). */
  id: string;
  sku: string;
  /** The product's title (one Product per variant and condition, CONTRACTS). */
  title: string;
  availableForSale: boolean;
  price: BundleMoney;
  compareAtPrice: BundleMoney | null;
  image: { url: string; altText: string } | null;
}

export interface DiscountBundle {
  /** The metaobject gid: the `_leisterRelatedBundle` line attribute. */
  id: string;
  /** The discount in percent (the metaobject's `discount_amount`, "10" → 10). */
  discountAmount: number;
  /** Also the discount code the cart gets. */
  discountName: string;
  productVariants: BundleVariant[];
}

type ProductNode = Extract<NonNullable<ProductBundlesQuery['nodes'][number]>, { id: string }>;
type BundleNode = Extract<NonNullable<NonNullable<ProductNode['bundles']>['references']>['nodes'][number], { id: string }>;
type VariantNode = Extract<NonNullable<NonNullable<BundleNode['productVariants']>['references']>['nodes'][number], { id: string }>;

const USED_CONDITIONS = new Set(['used', 'refurbished']);

const isProduct = (node: ProductBundlesQuery['nodes'][number]): node is ProductNode => !!node && 'id' in node;

/**
 * The base (new) shop product among a variant's shop products. More than one match is a data
 * error in the store: logged, and the first is used (spec §4).
 */
export function baseShopProduct(nodes: ProductBundlesQuery['nodes']): ProductNode | null {
  const candidates = nodes
    .filter(isProduct)
    .filter((product) => !USED_CONDITIONS.has(product.condition?.value?.trim().toLowerCase() ?? ''));
  if (candidates.length > 1)
    console.error(`More than one shop product for the variant (${candidates.map((product) => product.id).join(', ')}); the first is used`);
  return candidates[0] ?? null;
}

function toVariant(node: VariantNode): BundleVariant {
  const image = node.image ?? node.product.featuredImage;
  return {
    id: node.id,
    sku: node.sku ?? '',
    title: node.product.title || node.title,
    availableForSale: node.availableForSale,
    price: node.price,
    compareAtPrice: node.compareAtPrice,
    image: image ? { url: image.url, altText: image.altText ?? '' } : null,
  };
}

/** The metaobject's percentage; anything that is not a number from 0 to 100 counts as no discount. */
function percentage(value: string | null | undefined): number {
  const amount = Number.parseFloat(value ?? '');
  return Number.isFinite(amount) && amount >= 0 && amount <= 100 ? amount : 0;
}

/** The answer of PRODUCT_BUNDLES as the section's bundles: other metaobjects and nameless bundles are left out. */
export function discountBundles(data: ProductBundlesQuery): DiscountBundle[] {
  const product = baseShopProduct(data.nodes);
  const nodes = product?.bundles?.references?.nodes ?? [];
  return nodes
    .filter((node): node is BundleNode => 'id' in node && node.type === 'discount_bundle')
    .map((node) => ({
      id: node.id,
      discountAmount: percentage(node.discountAmount?.value),
      discountName: node.discountName?.value?.trim() ?? '',
      productVariants: (node.productVariants?.references?.nodes ?? [])
        .filter((variant): variant is VariantNode => 'id' in variant)
        .map(toVariant),
    }))
    .filter((bundle) => bundle.discountName !== '');
}

export interface ProductBundlesRequest {
  /** The catalog variant's `shopifyGlobalIds` (Product gids). */
  productIds: readonly string[];
  /** The market (the lower-cased market cookie, default de, spec shop §1): the @inContext country. */
  market: string;
  /** The page language (`de-DE`, `en`): the @inContext language. */
  language: string;
}

export async function fetchProductBundles(
  request: ProductBundlesRequest,
  options: StorefrontRequestOptions = {},
): Promise<DiscountBundle[]> {
  const ids = [...new Set(request.productIds.filter((id) => id.startsWith('gid://shopify/Product/')))];
  if (ids.length === 0) return [];
  const data = await storefrontRequest(PRODUCT_BUNDLES, { ids, ...storefrontContext(request.market, request.language) }, options);
  return discountBundles(data);
}
