/**
 * Server-only entry of the content page: its load (loadContentPage), what a content URL becomes, its head tags, and the
 * sanitising of editor HTML — imported by loaders, so sanitize-html never reaches a browser bundle.
 */
export { sanitizeRoute } from './lib/sanitize/sanitize-rich-text';
export { NOT_FOUND_TEMPLATE } from './lib/page/content-page-decision';
export { contentPageMeta, isTestPagePath } from './lib/page/content-page-meta';
export { loadContentPage } from './lib/page/content-page-load';
export type { BlockDataLoader } from './lib/page/block-data-load';
