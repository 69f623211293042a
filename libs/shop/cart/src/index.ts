/**
 * @mbw/shop-cart — the shop's buying side on shop brands (technologies, welding-tools): the
 * product hero's shop area, add to cart with its slide-over picker, the cart panel and its
 * notification, bundles, and the checkout hand-off (spec shop §2, §4, §7). Cart state lives in
 * jotai atoms behind this lib's own hooks; the Storefront calls are @mbw/shop-data-access's.
 */
export const SHOP_CART_FEATURE = 'shop-cart' as const;

export {
  DEFAULT_ANALYTICS_CURRENCY,
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

export { BundlesLink, ProductBundles } from './lib/bundles/product-bundles';
export { type BundlesSectionProps } from './lib/bundles/bundles-section';
export { type BundleProductContext } from './lib/bundles/bundle-rules';
