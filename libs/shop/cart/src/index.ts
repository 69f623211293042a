/**
 * @mbw/shop-cart — the shop's buying side on shop brands (technologies, welding-tools): the
 * product hero's shop area, add to cart with its slide-over picker, the cart panel and its
 * notification, bundles, and the checkout hand-off (spec shop §2, §4, §7). Cart state lives in
 * jotai atoms behind this lib's own hooks; the Storefront calls are @mbw/shop-data-access's.
 */
export const SHOP_CART_FEATURE = 'shop-cart' as const;

export { INITIAL_CART_STATE, cartReducer, type AddedNotice, type BundleNotice, type CartAction, type CartState, type ItemNotice } from './lib/state/cart-reducer';
export { CART_USED_EVENT, useCart, useCartActions, type CartActions, type CartView, type CheckoutRequest } from './lib/state/cart-store';
export { CART_ERROR, type CartErrorCode } from './lib/state/cart-messages';
export { checkoutDestination, checkoutUrlWithLocale, multipassLoginUrl, multipassTokenRequestUrl } from './lib/checkout/checkout';
export type { Cart, CartLine, CartLineInput, CartUserError } from '@mbw/shop-data-access';
export { CartRoot, type CartRootProps } from './lib/cart-panel/cart-root';
export { CartPanel, type CartPanelProps } from './lib/cart-panel/cart-panel';
export { FloatingCartToggle } from './lib/cart-panel/floating-cart-toggle';
export { CartNotification } from './lib/notification/cart-notification';
// The product hero's shop area (shop-product): rendered by the product route into the catalog's shopSlot.
export { ProductShopArea, VariantAvailability, preloadProductShopArea, type AvailabilityOffer } from './lib/product-shop-area/lazy-product-shop-area';
export { ShopLegalText } from './lib/product-shop-area/shop-legal-text';
export { type ProductShopAreaData, type ShopLineContext } from './lib/product-shop-area/shop-area-data';

export {
  DEFAULT_ANALYTICS_CURRENCY,
  analyticsItemOfLine,
  itemsValue,
  pushAddToCart,
  pushBeginCheckout,
  pushCartEvent,
  pushRemoveFromCart,
  pushViewCart,
  statisticsConsented,
  type AnalyticsItem,
  type CartAnalyticsEvent,
} from './lib/analytics/cart-analytics';

export { BundlesLink, ProductBundles, preloadProductBundles } from './lib/bundles/product-bundles';
export { shownBundles } from './lib/bundles/bundle-rules';
export { productPageMoney } from './lib/product-page-money';
export { type BundlesSectionProps } from './lib/bundles/bundles-section';
export { type BundleProductContext } from './lib/bundles/bundle-rules';
export { productShopPart, type ProductShopPart } from './lib/product-shop-area/product-shop-part';
export { productShopSlots, type ProductShopSlots, type ShopSlotsProduct, type VariantRowAvailability } from './lib/bundles/product-bundle-slots';
