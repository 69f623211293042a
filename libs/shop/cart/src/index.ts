/**
 * @mbw/shop-cart — the shop's buying side on shop brands (technologies, welding-tools): the
 * product hero's shop area, add to cart with its slide-over picker, the cart panel and its
 * notification, bundles, and the checkout hand-off (spec shop §2, §4, §7). Cart state lives in
 * jotai atoms behind this lib's own hooks; the Storefront calls are @mbw/shop-data-access's.
 */
export { CartRoot, type CartRootProps } from './lib/cart-panel/cart-root';
// The product hero's shop area (shop-product): rendered by the product route into the catalog's shopSlot.
export { productShopPart } from './lib/product-shop-area/product-shop-part';
export { productShopSlots } from './lib/bundles/product-bundle-slots';
