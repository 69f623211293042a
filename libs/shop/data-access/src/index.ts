/**
 * The storefront's data access (Shopify Storefront API 2025-01): one file per operation (its
 * document, typed by codegen, and its function), fragments for the repeated field sets; the server
 * sends through `storefrontRequest` (@mbw/api-clients `fetchGraphql`), the browser through the
 * site's urql client (`loadStorefrontSend`). Browser-safe;
 * the Multipass maker is in the server entry (@mbw/shop-data-access/server).
 */
export { loadStorefrontSend } from './lib/storefront/storefront-transport';
export type { StorefrontClientOptions } from './lib/storefront/storefront-client';
export { COMMERCE_NAME, STOREFRONT_API_PATH, STOREFRONT_API_VERSION, STOREFRONT_TOKEN_HEADER, StorefrontError, storefrontRequest, type StorefrontRequestOptions, type StorefrontSend } from './lib/storefront/storefront-request';
export { ORDERS_QUERY_KEY, fetchMultipassToken, multipassTokenPath, orderIdOf, type OrderChainOptions } from './lib/orders/order-chain';
export { customerAccessToken } from './lib/orders/customer-access-token';
export { customerOrdersQueryOptions, fetchCustomerOrders, useCustomerOrders, type CustomerOrderSummary } from './lib/orders/customer-orders';
export { customerOrderQueryOptions, fetchCustomerOrder, useCustomerOrder, type CustomerOrderDetail } from './lib/orders/customer-order';
export type { OrderFinancialStatus, OrderFulfillmentStatus } from './lib/storefront/generated/graphql';
export {
  CART_LINE_ATTRIBUTE,
  toCart,
  toCartLine,
  toCartUserErrors,
  toCartWarnings,
  type Cart,
  type CartDiscount,
  type CartLine,
  type CartLineAttribute,
  type CartMoney,
  type CartUserError,
} from './lib/cart/cart-mappers';
export { DEFAULT_MARKET, storefrontContext, type StorefrontContext } from './lib/storefront/storefront-context';
export { cartOperations, type CartOperations } from './lib/cart/cart-operations';
export type { CartLineInput, CartLineUpdate, CartResult } from './lib/cart/cart-result';
export {
  LIMITED_STOCK_MAX,
  OFFER_IDS_MAX,
  deliveryTimeOf,
  fetchProductOffers,
  mapProductOffers,
  stockStatus,
  type DeliveryTime,
  type OfferCondition,
  type OfferVariant,
  type ProductOffers,
  type ProductOffersOptions,
  type ShopOffer,
  type StockStatus,
  type VariantOffers,
} from './lib/offers/product-offers';
export {
  discountBundles,
  fetchProductBundles,
  type BundleMoney,
  type BundleVariant,
  type DiscountBundle,
  type ProductBundlesRequest,
} from './lib/bundles/product-bundles';
