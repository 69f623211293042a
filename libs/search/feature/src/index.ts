/**
 * @mbw/search — the header's search box, the global search page and its result views (spec
 * discovery §2 "Search"). Its data access (engine factory, tokens, rules) is @mbw/search-data-access.
 */
export { StandaloneSearchForm } from './lib/standalone-search-form';
export { SearchPage } from './lib/search-page/search-page';
