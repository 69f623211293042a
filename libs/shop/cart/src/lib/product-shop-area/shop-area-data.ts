import type { ShopOffer } from '@mbw/shop-data-access';

/**
 * What the product route hands the hero's shop area (server-rendered from the offers, so the area
 * is in the first HTML and nothing shifts):
 * - `ok`: the shop products matching the page — the variant's new device, or with `?condition=used`
 *   its demo devices (used, refurbished); empty when the store has none.
 * - `unavailable`: the Storefront failed or was slow; the page renders without prices.
 */
export type ProductShopAreaData = { status: 'ok'; offers: ShopOffer[]; condition: 'new' | 'used' } | { status: 'unavailable' };

/** What every cart line of this page carries (spec shop §3 line attributes). */
export interface ShopLineContext {
  /** Absolute URL of the product page. */
  productUrl: string;
  productName: string;
  brand: string;
  category: string;
  subcategory: string;
}

/** The offer the area shows: the first one for sale, else the first. */
export function shownOffer(offers: readonly ShopOffer[]): ShopOffer | null {
  return offers.find((offer) => offer.availableForSale) ?? offers[0] ?? null;
}

/** Spec shop §2 "Add-to-cart slide-over": only available variants with a matching product item. */
export function availableOffers(offers: readonly ShopOffer[]): ShopOffer[] {
  return offers.filter((offer) => offer.availableForSale);
}

/** Spec shop §3: the line attributes, each with a value (empty ones are left out). */
export function lineAttributes(context: ShopLineContext): Array<{ key: string; value: string }> {
  const entries: Array<[string, string]> = [
    ['_leisterProductUrl', context.productUrl],
    ['_leisterProductName', context.productName],
    ['_leisterProductBrand', context.brand],
    ['_leisterProductCategory', context.category],
    ['_leisterProductSubcategory', context.subcategory],
  ];
  return entries.filter(([, value]) => value.trim() !== '').map(([key, value]) => ({ key, value: value.trim() }));
}
