/**
 * Server-only entry of the search feature: the global search page's load (the first results
 * fetched with the real engine's SSR API, the tab rules). Route modules in apps/site call it with
 * the request's facts, the brand and the token issuer.
 */
export { loadSearchPage, type SearchPageContext } from './lib/server/search-page-load';
export { loadLister, placedListerOf } from './lib/server/lister-load';
