/**
 * Server-only entry of the product and downloads pages: loading from the product-data gateway
 * (spec product §4, §7), what a product URL becomes, and the head tags. Route modules in
 * apps/site compose these with the request's facts; nothing here reaches a browser bundle.
 */
export { loadProduct, type OnUnavailable, type ProductLoad } from './lib/server/product-load';
export { dehydrateProductLoad } from './lib/server/product-queries';
export { loadDownloads, type DownloadsLoad } from './lib/server/downloads-load';
export { decideProductPage, type ProductPageDecision } from './lib/rules/product-decision';
export { productPageMeta } from './lib/rules/product-page-meta';
