/**
 * Server-only parts of the storefront data access: Multipass tokens (the shop secret stays on the
 * server), and the product page's shop load (offers and bundles, with the store's token).
 */
export { createMultipassToken } from './lib/server/multipass';
export { ORDER_DOCUMENTS, STOREFRONT_BUYER_IP_HEADER, STOREFRONT_PRIVATE_TOKEN_HEADER } from './lib/server/storefront-server';
export { loadBundles, loadOffers, type OffersLoad, type ShopLoadSettings } from './lib/server/product-shop-load';
