/**
 * @mbw/search — the header's search bar with instant results (its engine is a lazy chunk), the
 * standalone search box (a content block) and the global search page (spec discovery §2 "Search").
 * Its data access (engine factory, tokens, rules) is @mbw/search-data-access.
 */
export { SearchBar } from './lib/search-bar/search-bar';
export { StandaloneSearchForm } from './lib/standalone-search-form';
export { SearchPage } from './lib/search-page/search-page';
