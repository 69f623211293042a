import type { ProductVariant } from '@mbw/api-clients';
import type { VariantChoice, VariantOffer } from '@mbw/shop-catalog';
import { shownBundles, type ProductShopAreaData } from '@mbw/shop-cart';
import { fetchProductBundles, fetchProductOffers, type DiscountBundle, type ProductOffers } from '@mbw/shop-data-access';
import { env, shopifyStore } from '../server/runtime/env.server';
import { logEvent } from '../server/runtime/log.server';

/**
 * The product route's shop part (issue 15; spec shop §4 "Product load"): for a visitor who sees
 * the shop, one Storefront call for the offers of the master's variants, in the market's context.
 * The call failing, answering errors or taking longer than UPSTREAM_TIMEOUT_MS is logged and the
 * page renders without prices (the shop area says so); never an error page because of the shop.
 */
export type OffersLoad = { status: 'ok'; offers: ProductOffers } | { status: 'unavailable' };

export async function loadOffers(
  variants: readonly ProductVariant[],
  input: ShopLoadInput,
  fetchOffers: typeof fetchProductOffers = fetchProductOffers,
): Promise<OffersLoad> {
  return storefrontLoad<OffersLoad>(
    'product.offers-unavailable',
    input,
    async (options) => ({ status: 'ok', offers: await fetchOffers(variants, { ...options, market: input.market, language: input.language }) }),
    { status: 'unavailable' },
  );
}

export interface ShopLoadInput {
  market: string;
  language: string;
  /** The product's name in the URL, for the log. */
  product: string;
  signal: AbortSignal;
}

/**
 * One Storefront call of the product route, with the store's address and token, aborted with the
 * request or after UPSTREAM_TIMEOUT_MS. Failing (also GraphQL errors, which the clients throw) is
 * logged as `event` and answers `fallback`: the shop never takes the page down.
 */
async function storefrontLoad<T>(
  event: string,
  input: ShopLoadInput,
  call: (options: { store: string; token: string; signal: AbortSignal }) => Promise<T>,
  fallback: T,
): Promise<T> {
  const config = env();
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS)]);
  try {
    return await call({ store: shopifyStore(config), token: config.SHOPIFY_STOREFRONT_TOKEN, signal });
  } catch (error) {
    logEvent('warn', event, { product: input.product, market: input.market, error: error instanceof Error ? error.message : String(error) });
    return fallback;
  }
}

/** The default-variant rule's view of the offers: each variant's new device, price and availability. */
export function defaultVariantOffers(load: OffersLoad | null): ReadonlyMap<number, VariantOffer> | undefined {
  if (load?.status !== 'ok') return undefined;
  const offers = new Map<number, VariantOffer>();
  for (const [id, entry] of Object.entries(load.offers)) {
    if (entry.base) offers.set(Number(id), { price: entry.base.price, availableForSale: entry.base.availableForSale });
  }
  return offers;
}

/** The variant selector's rows with their shop offers (price, availability; new devices only: spec shop §2). */
export function choicesWithOffers(choices: readonly VariantChoice[], load: OffersLoad | null): VariantChoice[] {
  if (load?.status !== 'ok') return [...choices];
  return choices.map((choice) => {
    const base = load.offers[choice.id]?.base;
    if (!base) return choice;
    // Stock and delivery time too: the table's availability is the hero's (spec shop §2 "Shop table availability").
    const offer = {
      price: base.price,
      currencyCode: base.currencyCode,
      available: base.availableForSale,
      condition: 'new' as const,
      currentlyNotInStock: base.currentlyNotInStock,
      quantityAvailable: base.quantityAvailable,
      deliveryTime: base.deliveryTime,
    };
    return { ...choice, offer };
  });
}

/** How many demo devices (used, refurbished) the store offers for the page's variant (spec shop §1); 0 when the offers failed. */
export function demoDeviceCount(load: OffersLoad | null, variantId: number | null): number {
  if (load?.status !== 'ok' || variantId === null) return 0;
  return load.offers[variantId]?.demo.length ?? 0;
}

/**
 * What the hero's shop area shows for the page's variant: its new device, or with
 * `?condition=used` its demo devices (used, refurbished).
 */
export function shopAreaData(load: OffersLoad, variantId: number | null, condition: string | null): ProductShopAreaData {
  if (load.status !== 'ok') return { status: 'unavailable' };
  const entry = variantId === null ? undefined : load.offers[variantId];
  if (condition === 'used') return { status: 'ok', condition: 'used', offers: entry?.demo ?? [] };
  return { status: 'ok', condition: 'new', offers: entry?.base ? [entry.base] : [] };
}

/**
 * The bundles of the page's variant (spec shop §2, §4, §7 "read bundle data by variant ids"), asked
 * beside the offers (same market context, no second round trip after them): only those whose every
 * variant is for sale. Failing, answering errors or slow → none (logged); the page and its shop
 * area do not depend on them.
 */
export async function loadBundles(
  productIds: readonly string[],
  input: ShopLoadInput,
  fetchBundles: typeof fetchProductBundles = fetchProductBundles,
): Promise<DiscountBundle[]> {
  if (productIds.length === 0) return [];
  return storefrontLoad(
    'product.bundles-unavailable',
    input,
    async (options) => shownBundles(await fetchBundles({ productIds, market: input.market, language: input.language }, options)),
    [],
  );
}
