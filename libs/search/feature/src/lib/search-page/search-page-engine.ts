import {
  defineFacet,
  defineQuerySummary,
  defineResultList,
  defineSearchEngine,
  defineSearchParameterManager,
  defineTab,
  defineTabManager,
  type InferStaticState,
  type SearchEngineConfiguration,
} from '@coveo/headless/ssr';
import type { SearchTab } from '@mbw/brand';
import { tabExpression } from '@mbw/search-data-access';
import { MAX_FACET_VALUES, RESULTS_PER_PAGE, RESULT_FIELDS, SEARCH_FACETS } from './search-page-model';
import type { SearchUrlState } from './search-url';

function facet({ id, field, tabs }: (typeof SEARCH_FACETS)[number]) {
  return defineFacet({
    options: { facetId: id, field, numberOfValues: MAX_FACET_VALUES, sortCriteria: 'alphanumeric', tabs: { included: [...tabs] } },
  });
}

/** Facets are the URL's: a tab link leaves them out, so the engine need not clear them (it would, on restoring the URL's tab). */
function tab(id: SearchTab, active: SearchTab) {
  return defineTab({
    options: { id, expression: tabExpression(id) },
    initialState: { isActive: id === active },
  });
}

/**
 * The global search page's engine (the real Coveo Headless SSR engine): the server fetches its
 * static state in the loader, the browser hydrates it and loads more with it. One definition per
 * page view: the configuration carries the page's token, and the active tab is the page's.
 */
export function defineSearchPageEngine(configuration: SearchEngineConfiguration, activeTab: SearchTab) {
  return defineSearchEngine({
    configuration,
    controllers: {
      results: defineResultList({ options: { fieldsToInclude: RESULT_FIELDS } }),
      summary: defineQuerySummary(),
      tabManager: defineTabManager(),
      products: tab('products', activeTab),
      accessories: tab('accessories', activeTab),
      contents: tab('contents', activeTab),
      stories: tab('stories', activeTab),
      careers: tab('careers', activeTab),
      variants: tab('variants', activeTab),
      classification: facet(SEARCH_FACETS[0]),
      category: facet(SEARCH_FACETS[1]),
      region: facet(SEARCH_FACETS[2]),
      company: facet(SEARCH_FACETS[3]),
      // Last: it restores the URL's query, tab and facet values into controllers already registered
      // (before them, the facets' registration would drop the selections).
      parameters: defineSearchParameterManager(),
    },
  });
}

export type SearchPageEngineDefinition = ReturnType<typeof defineSearchPageEngine>;

/** The parameter manager's props: the URL's query and facets on the page's tab, one page of results (server and browser alike). */
export function searchPageParameters(state: SearchUrlState, tab: SearchTab) {
  return { parameters: { initialState: { parameters: { q: state.query, tab, f: state.facets, numberOfResults: RESULTS_PER_PAGE } } } };
}
export type SearchPageStaticState = InferStaticState<SearchPageEngineDefinition>;
