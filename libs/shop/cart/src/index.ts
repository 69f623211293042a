/**
 * @mbw/shop-cart — the shop's buying side on shop brands (technologies, welding-tools): the
 * product hero's shop area, add to cart with its slide-over picker, the cart panel and its
 * notification, bundles, and the checkout hand-off (spec shop §2, §4, §7). Cart state lives in
 * jotai atoms behind this lib's own hooks; the Storefront calls are @mbw/shop-data-access's.
 */
export const SHOP_CART_FEATURE = 'shop-cart' as const;

// The product hero's shop area (shop-product): rendered by the product route into the catalog's shopSlot.
export { ProductShopArea, ShopLegalText } from './lib/product-shop-area/product-shop-area';
export { type ProductShopAreaData, type ShopLineContext } from './lib/product-shop-area/shop-area-data';
