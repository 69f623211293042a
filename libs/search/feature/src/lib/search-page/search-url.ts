import { SEARCH_TABS, type SearchTab } from '@mbw/brand';
import { MAX_QUERY_LENGTH } from '@mbw/search-data-access';
import { SEARCH_FACETS, type SearchFacetId } from './search-page-model';

/** What the search page's URL says: the query, the tab and the facet selections (shareable; the back button works). */
export interface SearchUrlState {
  query: string;
  tab: SearchTab | null;
  facets: Partial<Record<SearchFacetId, string[]>>;
}

const MAX_FACET_SELECTIONS = 50;
const MAX_VALUE_LENGTH = 200;
const facetParam = (id: SearchFacetId) => `f-${id}`;

/** Reads ?q=, ?tab= and ?f-{facet}= (repeated); anything else, or too much of it, is dropped. */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  const tabParam = params.get('tab');
  const tab = (SEARCH_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as SearchTab) : null;
  const facets: SearchUrlState['facets'] = {};
  for (const { id } of SEARCH_FACETS) {
    const values = [...new Set(params.getAll(facetParam(id)).filter((value) => value.trim() && value.length <= MAX_VALUE_LENGTH))].slice(
      0,
      MAX_FACET_SELECTIONS,
    );
    if (values.length > 0) facets[id] = values;
  }
  return { query, tab, facets };
}

/** The search page URL of a state (path: /{language}/Search). Facets are left out when the tab changes. */
export function searchHref(language: string, state: SearchUrlState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.tab) params.set('tab', state.tab);
  for (const { id } of SEARCH_FACETS) for (const value of state.facets[id] ?? []) params.append(facetParam(id), value);
  const search = params.toString();
  return `/${language}/Search${search ? `?${search}` : ''}`;
}
