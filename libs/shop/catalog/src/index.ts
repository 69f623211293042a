/**
 * @mbw/shop-catalog — the product page (variants, gallery, specs, sections) and the downloads
 * page, on every brand, shop or not. Cart, checkout, wishlist and compare are projects of their
 * own beside it (libs/shop/README.md). The product and downloads URL shapes live in @mbw/util
 * (site-routes) because search results and menus build the same links.
 */
export const SHOP_CATALOG_FEATURE = 'shop-catalog' as const;

export { ProductPage, preloadProductPage } from './lib/components/product-page/lazy-product-page';
export { type ProductPageProps } from './lib/components/product-page/product-page';
export { ProductPageBlank, ProductPageError } from './lib/components/product-page/product-page-states';
export { type ProductActionLinks } from './lib/components/product-page/product-actions';
export { defaultVariant, type DefaultVariantOptions, type VariantOffer } from './lib/rules/default-variant';
export { isAccessory, productDescription, type ProductDescription } from './lib/rules/product-description';
export { findVariantByArticle, productPagePath } from './lib/rules/product-urls';
export { isLeavingForOtherProduct } from './lib/rules/product-navigation';
export { type VariantChoice, type VariantRowOffer } from './lib/rules/variant-selector';
export { productPageView, type ProductCardView, type ProductPageView, type VariantView } from './lib/rules/product-view';
export { productJsonLd } from './lib/rules/product-json-ld';
export { scopeOfDeliveryHref, scopeOfDeliveryLines, type ScopeLine } from './lib/rules/scope-of-delivery';
export { DEFAULT_SPEC_SYSTEM, SPEC_SYSTEMS, parseSpecSystem, specRowsFor, type SpecSystem } from './lib/rules/spec-system';
export { APPLICATIONS_SHOWN, SPEC_ROWS_SHOWN, THUMBNAILS_MAX, showFirst } from './lib/rules/show-first';
export { CARD_DESCRIPTION_MAX, cutText } from './lib/rules/cut-text';
export { DownloadsPage, preloadDownloadsPage } from './lib/components/downloads-page/lazy-downloads-page';
export { type DownloadsPageProps } from './lib/components/downloads-page/downloads-page';
export { DownloadsPageError } from './lib/components/downloads-page/downloads-page-states';
export { DOWNLOAD_EVENT, type DownloadEventDetail } from './lib/components/downloads-page/downloads-events';
export {
  ANONYMOUS_DOWNLOADS_VIEWER,
  DOWNLOADS_ALL,
  downloadsAccess,
  downloadsTabs,
  downloadsViewer,
  isDownloadVisible,
  type DownloadsFilter,
  type DownloadsTabId,
  type DownloadsTabMode,
  type DownloadsViewer,
} from './lib/rules/downloads-visibility';
export { downloadsPageView, type DownloadRow, type DownloadsPageView, type DownloadsTabView } from './lib/rules/downloads-view';
export { deviceClass, isDesktopDevice, type DeviceClass } from './lib/rules/downloads-device';
export { DOWNLOADS_LISTER_PATH, MY_DEVICES_PATH, downloadsBackLink, type BackLink } from './lib/rules/downloads-back-link';
export { BULK_DOWNLOAD_GAP_MS, scheduleBulkDownload } from './lib/rules/downloads-bulk';
