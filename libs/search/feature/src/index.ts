import { lazyWithPreload } from '@mbw/ui';

/**
 * @mbw/search — the header's search bar with instant results (its engine is a lazy chunk), the
 * standalone search box (a content block) and the global search page (spec discovery §2 "Search").
 * Its data access (engine factory, tokens, rules) is @mbw/search-data-access.
 */
export { SearchBar } from './lib/search-bar/search-bar';

/**
 * The search page and the standalone box are chunks of their own: other pages' first load stays
 * without them. The page's loader awaits `SearchPage.preload()` (complete server HTML); the
 * content loader preloads the box like any lazy block.
 */
export const SearchPage = lazyWithPreload(() => import('./lib/search-page/search-page').then((module) => module.SearchPage));
export const StandaloneSearchForm = lazyWithPreload(() =>
  import('./lib/standalone-search-form').then((module) => module.StandaloneSearchForm),
);
/** The listers' view (product families, accessories); its data comes from the server (`loadLister`). */
export const Lister = lazyWithPreload(() => import('./lib/lister/lister').then((module) => module.Lister));
/** The events, jobs and stories/jobs listers' view (the same data, rows of their own). */
export const ContentLister = lazyWithPreload(() => import('./lib/lister/content-lister').then((module) => module.ContentLister));
/** The product carousel block's view (its data: `loadLister` with `carousel`). */
export const ProductCarousel = lazyWithPreload(() => import('./lib/lister/product-carousel').then((module) => module.ProductCarousel));
export type { ListerData } from './lib/server/lister-load';
export { CardCompareProvider, type CardProduct } from './lib/results/card-compare-slot';
