/**
 * The storefront's data access (Shopify Storefront API 2025-01): one request helper, the
 * operations typed by codegen, and per operation a fetcher, query options and a hook. Browser-safe;
 * the Multipass maker is in the server entry (@mbw/shop-data-access/server).
 */
export { loadStorefrontSend } from './lib/storefront/storefront-transport';
export type { StorefrontClientOptions } from './lib/storefront/storefront-client';
export { COMMERCE_NAME, STOREFRONT_API_PATH, STOREFRONT_API_VERSION, STOREFRONT_TOKEN_HEADER, StorefrontError, storefrontRequest, type StorefrontRequestOptions } from './lib/storefront/storefront-request';
export {
  ORDERS_QUERY_KEY,
  customerAccessToken,
  customerOrderQueryOptions,
  customerOrdersQueryOptions,
  fetchCustomerOrder,
  fetchCustomerOrders,
  fetchMultipassToken,
  multipassTokenPath,
  orderIdOf,
  useCustomerOrder,
  useCustomerOrders,
  type CustomerOrderDetail,
  type CustomerOrderSummary,
  type OrderChainOptions,
} from './lib/orders/customer-orders';
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
export {
  DEFAULT_MARKET,
  cartOperations,
  storefrontContext,
  type CartLineInput,
  type CartLineUpdate,
  type CartOperations,
  type CartResult,
  type StorefrontContext,
  type StorefrontSend,
} from './lib/cart/cart-operations';
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
