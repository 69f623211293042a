import type { ProductVariant } from '@mbw/api-clients';
import { fetchProductBundles, type DiscountBundle } from '../bundles/product-bundles';
import { fetchProductOffers, type ProductOffers } from '../offers/product-offers';

/**
 * The product page's shop part (issue 15; spec shop §4 "Product load"): for a visitor who sees
 * the shop, one Storefront call for the offers of the master's variants, in the market's context.
 * The call failing, answering errors or taking longer than the timeout is logged and the page
 * renders without prices (the shop area says so); never an error page because of the shop.
 */
export type OffersLoad = { status: 'ok'; offers: ProductOffers } | { status: 'unavailable' };

export interface ShopLoadInput {
  market: string;
  language: string;
  /** The product's name in the URL, for the log. */
  product: string;
  signal: AbortSignal;
}

/** Where the store is and how long to wait for it (the app's configuration), and where failures are logged. */
export interface ShopLoadSettings {
  /** The store's origin (SHOPIFY_STORE_DOMAIN, or local-services). */
  store: string;
  /** The public Storefront token. */
  token: string;
  /** The Storefront API version asked (SHOPIFY_STOREFRONT_API_VERSION; default the spec's 2025-01). */
  apiVersion?: string;
  timeoutMs: number;
  onFailure: (event: string, fields: Record<string, unknown>) => void;
}

export async function loadOffers(
  variants: readonly ProductVariant[],
  input: ShopLoadInput,
  settings: ShopLoadSettings,
  fetchOffers: typeof fetchProductOffers = fetchProductOffers,
): Promise<OffersLoad> {
  return storefrontLoad<OffersLoad>(
    'product.offers-unavailable',
    input,
    settings,
    async (options) => ({
      status: 'ok',
      offers: await fetchOffers(variants, { ...options, market: input.market, language: input.language }),
    }),
    { status: 'unavailable' },
  );
}

/**
 * One Storefront call of the product page, with the store's address and token, aborted with the
 * request or after the timeout. Failing (also GraphQL errors, which the clients throw) is logged as
 * `event` and answers `fallback`: the shop never takes the page down.
 */
async function storefrontLoad<T>(
  event: string,
  input: ShopLoadInput,
  settings: ShopLoadSettings,
  call: (options: { store: string; token: string; apiVersion?: string; signal: AbortSignal }) => Promise<T>,
  fallback: T,
): Promise<T> {
  const signal = AbortSignal.any([input.signal, AbortSignal.timeout(settings.timeoutMs)]);
  try {
    return await call({ store: settings.store, token: settings.token, apiVersion: settings.apiVersion, signal });
  } catch (error) {
    settings.onFailure(event, {
      product: input.product,
      market: input.market,
      error: error instanceof Error ? error.message : String(error),
    });
    return fallback;
  }
}

/**
 * The bundles of the page's variant (spec shop §2, §4, §7 "read bundle data by variant ids"), asked
 * beside the offers (same market context, no second round trip after them). Which of them show
 * (every variant for sale) is the cart's rule (shownBundles). Failing, answering errors or slow →
 * none (logged); the page and its shop area do not depend on them.
 */
export async function loadBundles(
  productIds: readonly string[],
  input: ShopLoadInput,
  settings: ShopLoadSettings,
  fetchBundles: typeof fetchProductBundles = fetchProductBundles,
): Promise<DiscountBundle[]> {
  if (productIds.length === 0) return [];
  return storefrontLoad(
    'product.bundles-unavailable',
    input,
    settings,
    async (options) => fetchBundles({ productIds, market: input.market, language: input.language }, options),
    [],
  );
}
