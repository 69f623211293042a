/**
 * @mbw/search — search box, global search, listers, facets, omnibox, map of sales points.
 * Search hubs and the default tab per brand are in each brand.config.ts (@mbw/brand); the
 * engine and pages arrive with the search issue.
 */
export const SEARCH_FEATURE = 'search' as const;
