import { lazyWithPreload } from '@mbw/ui';
import './shop-area-styles';

/**
 * The product hero's shop area as its own chunk (the add-to-cart slide-over and the availability
 * tooltip bring react-aria's overlays): every route module's static imports share the first-load
 * chunk of every page, so imported statically it put ~55 KB on content pages. The product route's
 * loader awaits `preloadProductShopArea()` so the server render is complete, and its component
 * starts the download beside the product page's own chunk (no waterfall while hydrating).
 */
export const ProductShopArea = lazyWithPreload(() => import('./product-shop-area').then((module) => module.ProductShopArea));
export const preloadProductShopArea = ProductShopArea.preload;

/**
 * The same availability line (stock and delivery time with its tooltip) for the rows of the
 * catalog's variant table (spec shop §2 "Shop table availability"): one component for the hero and
 * the table. Its own small chunk, loaded when the variant dialog opens.
 */
export const VariantAvailability = lazyWithPreload(() => import('./availability').then((module) => module.Availability));
