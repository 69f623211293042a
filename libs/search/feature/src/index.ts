/**
 * @mbw/search — search box, global search, listers, facets, omnibox, map of sales points.
 * Today: the header's search bar with instant results (its engine is a lazy chunk). The standalone
 * search form (lib/standalone-search-form) joins these exports with the content block that shows it.
 */
export { SearchBar } from './lib/search-bar/search-bar';
