import { graphql } from '../storefront/generated';
import type { CountryCode, LanguageCode, ProductOffersQuery } from '../storefront/generated/graphql';
import { storefrontRequest, type StorefrontRequestOptions } from '../storefront/storefront-request';

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

/**
 * What the product page knows of the shop per catalog variant (spec shop §3, §4): the offer of its
 * new Shopify product (the "base" lookup: used and refurbished products excluded) and its demo
 * devices (used, refurbished), mapped from one `nodes(ids)` answer. Plain data: it is loaded on
 * the server and travels in the page's loader data to the hero's shop area.
 */
export type OfferCondition = 'new' | 'used' | 'refurbished';
export type StockStatus = 'in-stock' | 'limited' | 'currently-not-in-stock' | 'not-in-stock';
export type DeliveryTime = 'short' | 'middle' | 'long';

export interface ShopOffer {
  /** The Shopify Product (gid). */
  productId: string;
  /** The cart line's merchandise: the Product's one ProductVariant (gid). */
  merchandiseId: string;
  title: string;
  sku: string | null;
  /** Price amount as the store sends it ("129.00") and as a number for comparing. */
  amount: string;
  price: number;
  compareAtAmount: string | null;
  currencyCode: string;
  availableForSale: boolean;
  currentlyNotInStock: boolean;
  quantityAvailable: number | null;
  condition: OfferCondition;
  deliveryTime: DeliveryTime | null;
  image: { url: string; altText: string | null } | null;
}

export interface VariantOffers {
  /** The new device's offer; null when the store has none for this variant. */
  base: ShopOffer | null;
  /** Used and refurbished demo devices (`?condition=used`). */
  demo: ShopOffer[];
}

/** Catalog variant id → its offers. A record, not a Map: it is serialised into the page. */
export type ProductOffers = Record<number, VariantOffers>;

/** Spec shop §9: the limited-stock warning shows at this quantity or fewer. */
export const LIMITED_STOCK_MAX = 5;

/**
 * Spec shop §4 "Stock display": available and flagged currently-not-in-stock → currently not in
 * stock; available → in stock, limited when quantityAvailable is 5 or less; otherwise not in stock.
 */
export function stockStatus(offer: Pick<ShopOffer, 'availableForSale' | 'currentlyNotInStock' | 'quantityAvailable'>): StockStatus {
  if (!offer.availableForSale) return 'not-in-stock';
  if (offer.currentlyNotInStock) return 'currently-not-in-stock';
  if (offer.quantityAvailable !== null && offer.quantityAvailable <= LIMITED_STOCK_MAX) return 'limited';
  return 'in-stock';
}

const normalise = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .trim();

const DELIVERY_TEXTS: ReadonlyArray<[string, DeliveryTime]> = [
  ['1-4 werktage', 'short'],
  ['4-10 werktage', 'middle'],
  ['voraussichtlich längere lieferzeit', 'long'],
];

/**
 * Spec shop §4 "Delivery time": the German metafield texts map to short (1-4 working days, green),
 * middle (4-10, orange) and long (expected longer delivery, red); anything else shows nothing.
 */
export function deliveryTimeOf(text: string | null | undefined): DeliveryTime | null {
  if (!text) return null;
  const key = normalise(text);
  return DELIVERY_TEXTS.find(([known]) => known === key)?.[1] ?? null;
}

function conditionOf(value: string | null | undefined): OfferCondition {
  const normalised = (value ?? '').trim().toLowerCase();
  return normalised === 'used' || normalised === 'refurbished' ? normalised : 'new';
}

type OfferNode = ProductOffersQuery['nodes'][number];
type ProductNode = Extract<NonNullable<OfferNode>, { id: string }>;

function isProduct(node: OfferNode): node is ProductNode {
  return node !== null && typeof node === 'object' && 'id' in node && typeof node.id === 'string' && 'variants' in node;
}

/** One Product node → its offer; null when it has no variant or no usable price. */
export function offerOf(node: ProductNode): ShopOffer | null {
  const variant = node.variants.nodes[0];
  if (!variant) return null;
  const price = Number(variant.price.amount);
  if (!Number.isFinite(price)) return null;
  const compareAt = variant.compareAtPrice && Number(variant.compareAtPrice.amount) > price ? variant.compareAtPrice.amount : null;
  const image = variant.image ?? (node.featuredImage ? { url: node.featuredImage.url, altText: node.featuredImage.altText } : null);
  return {
    productId: node.id,
    merchandiseId: variant.id,
    title: node.title,
    sku: variant.sku,
    amount: variant.price.amount,
    price,
    compareAtAmount: compareAt,
    currencyCode: variant.price.currencyCode,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: variant.currentlyNotInStock,
    quantityAvailable: variant.quantityAvailable,
    condition: conditionOf(node.condition?.value),
    deliveryTime: deliveryTimeOf(node.deliveryTime?.value),
    image: image ? { url: image.url, altText: image.altText } : null,
  };
}

export interface OfferVariant {
  id: number;
  shopifyGlobalIds: readonly string[];
}

/**
 * The answer's Products sorted to their catalog variants (by the variants' shopifyGlobalIds).
 * Spec shop §4: used and refurbished products are left out of the base lookup; more than one
 * match logs a console error and the first is used.
 */
export function mapProductOffers(
  variants: readonly OfferVariant[],
  data: ProductOffersQuery,
  log: (message: string) => void = console.error,
): ProductOffers {
  const byId = new Map<string, ShopOffer>();
  for (const node of data.nodes) {
    if (!isProduct(node)) continue;
    const offer = offerOf(node);
    if (offer) byId.set(node.id, offer);
  }
  const offers: ProductOffers = {};
  for (const variant of variants) {
    const found = variant.shopifyGlobalIds.map((id) => byId.get(id)).filter((offer): offer is ShopOffer => offer !== undefined);
    const base = found.filter((offer) => offer.condition === 'new');
    if (base.length > 1)
      log(
        `Shop: ${base.length} new products match variant ${variant.id} (${base.map((offer) => offer.productId).join(', ')}); the first is used`,
      );
    offers[variant.id] = { base: base[0] ?? null, demo: found.filter((offer) => offer.condition !== 'new') };
  }
  return offers;
}

export interface ProductOffersOptions extends StorefrontRequestOptions {
  /** The market (lower-cased market cookie): its upper case is the @inContext country. */
  market: string;
  /** The page language (en, de, fr, it): the @inContext language. */
  language: string;
  log?: (message: string) => void;
}

/** Shopify's `nodes(ids)` takes at most 250 ids per call. */
export const OFFER_IDS_MAX = 250;

/**
 * The offers of a product's variants in one Storefront call (server side, with the store and token
 * given). No ids (a brand's catalog without shop products) → no call, empty offers. Failures
 * throw StorefrontError (the caller renders the page without prices).
 */
export async function fetchProductOffers(variants: readonly OfferVariant[], options: ProductOffersOptions): Promise<ProductOffers> {
  const ids = [...new Set(variants.flatMap((variant) => variant.shopifyGlobalIds))]
    .filter((id) => id.startsWith('gid://shopify/Product/'))
    .slice(0, OFFER_IDS_MAX);
  if (ids.length === 0) return {};
  const data = await storefrontRequest(
    PRODUCT_OFFERS,
    { ids, country: options.market.toUpperCase() as CountryCode, language: options.language.slice(0, 2).toUpperCase() as LanguageCode },
    options,
  );
  return mapProductOffers(variants, data, options.log);
}
