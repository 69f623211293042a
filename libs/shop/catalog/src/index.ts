/**
 * @mbw/shop-catalog — the product page (variants, gallery, specs, sections) and the downloads
 * page, on every brand, shop or not. Cart, checkout, wishlist and compare are projects of their
 * own beside it (libs/shop/README.md). The product and downloads URL shapes live in @mbw/util
 * (site-routes) because search results and menus build the same links.
 */
export { ProductPage } from './lib/components/product-page/lazy-product-page';
export { ProductPageBlank, ProductPageError } from './lib/components/product-page/product-page-states';
export { type ProductActionLinks } from './lib/components/product-page/product-actions';
export { isLeavingForOtherProduct } from './lib/rules/product-navigation';
export { DownloadsPage } from './lib/components/downloads-page/lazy-downloads-page';
export { DownloadsPageError } from './lib/components/downloads-page/downloads-page-states';
