import type { DiscountBundle } from '@mbw/shop-data-access';
import type { OffersLoad } from '@mbw/shop-data-access/server';
import { moneyTexts } from '@mbw/util';
import { shownBundles } from '../bundles/bundle-rules';
import { preloadProductBundles } from '../bundles/product-bundles';
import { productPageMoney } from '../product-page-money';
import { preloadProductShopArea } from './lazy-product-shop-area';
import type { ProductShopAreaData, ShopLineContext } from './shop-area-data';

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

/** The product page's shop part, as the loader hands it to the page (null for a visitor without the shop). */
export interface ProductShopPart {
  shopArea: { data: ProductShopAreaData; context: ShopLineContext } | null;
  /** The bundles the section shows (spec shop §4: only those whose every variant is for sale). */
  bundles: DiscountBundle[];
  /** The first render's prices, formatted on the server (no Intl while hydrating). */
  prices: Record<string, string>;
  /** The way to the variant's demo devices (spec product §1, §2 `?condition=used`). */
  demoDevices: { count: number; condition: string | null } | null;
}

/**
 * The product page's shop part on the server (spec shop §1, §2, §4), from the offers and the
 * variant's bundles the product load asked the Storefront for (shop visitors only; `offers` null
 * otherwise): the hero's shop area, the bundles shown, the prices formatted for the first render
 * (ICU's start-up is ~150 ms of a phone's main thread), and the code of the shop parts preloaded so
 * the server render never suspends.
 */
export async function productShopPart(input: {
  offers: OffersLoad | null;
  bundles: readonly DiscountBundle[];
  variantId: number | null;
  condition: string | null;
  context: ShopLineContext;
  language: string;
}): Promise<ProductShopPart> {
  const { offers, variantId, condition } = input;
  const bundles = shownBundles(input.bundles);
  const shopArea = offers ? { data: shopAreaData(offers, variantId, condition), context: input.context } : null;
  await Promise.all([offers ? preloadProductShopArea() : undefined, bundles.length > 0 ? preloadProductBundles() : undefined]);
  return {
    shopArea,
    bundles,
    prices: moneyTexts(productPageMoney(shopArea?.data ?? null, bundles), input.language),
    demoDevices: offers ? { count: demoDeviceCount(offers, variantId), condition } : null,
  };
}
