/**
 * Server-only entry of the product and downloads pages: their loads (loadProductPage,
 * loadDownloadsPage: from the product-data gateway, spec product §4, §7, what a URL becomes, the
 * head tags and the frame), and their parts. Route modules in apps/site call the page loads with
 * the request's facts and what the app asks elsewhere (breadcrumb, favourite contact, the shop's
 * Storefront calls); nothing here reaches a browser bundle.
 */
export { loadProductPage, type ProductPageContext } from './lib/server/product-page-load';
export { loadDownloadsPage, type DownloadsPageContext } from './lib/server/downloads-page-load';
export { type CatalogPageLoad, type CatalogRequest, type CatalogResponse } from './lib/server/page-load';
