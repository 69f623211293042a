/**
 * @mbw/search — search box, global search, listers, facets, omnibox, map of sales points.
 * Today: the standalone search form the header's search bar shows. Engine and pages arrive with
 * the search issue.
 */
export { StandaloneSearchForm } from './lib/standalone-search-form';
