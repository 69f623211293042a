/**
 * The storefront's data access (Shopify Storefront API, 2025-01 by default; the version is the site's setting): one file per operation (its
 * document, typed by codegen, and its function), fragments for the repeated field sets; the server
 * sends through `storefrontRequest` (@mbw/api-clients `fetchGraphql`), the browser through the
 * site's urql client (`loadStorefrontSend`). Browser-safe;
 * the Multipass maker is in the server entry (@mbw/shop-data-access/server).
 */
export { loadStorefrontSend } from './lib/storefront/storefront-transport';
export { COMMERCE_NAME, STOREFRONT_TOKEN_HEADER, storefrontApiPath, StorefrontError } from './lib/storefront/storefront-request';
export { orderIdOf } from './lib/orders/order-chain';
export { useCustomerOrders, type CustomerOrderSummary } from './lib/orders/customer-orders';
export { useCustomerOrder, type CustomerOrderDetail } from './lib/orders/customer-order';
export {
  CART_LINE_ATTRIBUTE,
  type Cart,
  type CartDiscount,
  type CartLine,
  type CartMoney,
  type CartUserError,
} from './lib/cart/cart-mappers';
export { storefrontContext, type StorefrontContext } from './lib/storefront/storefront-context';
export { cartOperations, type CartOperations } from './lib/cart/cart-operations';
export type { CartLineInput, CartResult } from './lib/cart/cart-result';
export { stockStatus, type DeliveryTime, type ShopOffer, type StockStatus } from './lib/offers/product-offers';
export { discountBundles, type BundleVariant, type DiscountBundle } from './lib/bundles/product-bundles';
