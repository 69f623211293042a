import type { SearchTab } from '@mbw/brand';
import {
  GLOBAL_SEARCH_PIPELINE,
  groupValues,
  initialTab,
  orderTabs,
  searchEngineConfiguration,
  settleTab,
  tabCounts,
} from '@mbw/search-data-access';
import type { SearchTokenViewer } from '@mbw/search-data-access/server';
import { defineSearchPageEngine, searchPageParameters, type SearchPageStaticState } from '../search-page/search-page-engine';
import { readSearchUrl, type SearchUrlState } from '../search-page/search-url';
import type { PageSearchSettings } from '../results/use-hydrated-results';
import { withSharedResults } from './shared-results';

export interface SearchPageContext {
  url: URL;
  language: string;
  viewer: SearchTokenViewer;
  brand: { tabs: readonly SearchTab[]; defaultTab: SearchTab; searchHub: string };
  organizationId: string;
  /** The Search API v2 the server asks (COVEO_SEARCH_URL). */
  searchUrl: string;
  timeoutMs: number;
  issueToken: (viewer: SearchTokenViewer, signal?: AbortSignal) => Promise<string>;
  signal?: AbortSignal;
  log: (event: string, fields: Record<string, unknown>) => void;
}

export type SearchPageData = {
  state: SearchUrlState;
  /** The brand's tabs in the order shown (an article number puts variants first). */
  tabs: SearchTab[];
  activeTab: SearchTab;
  counts: Partial<Record<SearchTab, number>>;
  settings: PageSearchSettings;
} & (
  | { status: 'results'; staticState: SearchPageStaticState }
  /** No query yet: the page shows its search box. */
  | { status: 'no-query' }
  /** The search service failed, was slow or answered nonsense: the page says so. */
  | { status: 'unavailable' }
);

/** The server's searches are not a visitor's browser: one fixed client id (analytics are off there). */
const ANONYMOUS_CLIENT = '00000000-0000-4000-8000-000000000000';

function failed(staticState: SearchPageStaticState): boolean {
  const action = staticState.searchAction as { type?: string; payload?: { response?: unknown } };
  return !action.type?.endsWith('/fulfilled') || typeof action.payload?.response !== 'object';
}

/**
 * The global search page's data (spec discovery §2, §4): the first results fetched on the server
 * with the real engine (Headless SSR static state, hydrated in the browser), the tab counts from
 * the group-by, and the tab rules: an article number selects the variant tab; an empty active tab
 * gives way to the first with results (one more request, on the server).
 */
export async function loadSearchPage(context: SearchPageContext): Promise<SearchPageData> {
  const state = readSearchUrl(context.url.searchParams);
  const tabs = orderTabs(context.brand.tabs, state.query);
  const requested = initialTab({ tabs, query: state.query, requested: state.tab, defaultTab: context.brand.defaultTab });
  const base = { tabs, state, counts: {}, activeTab: requested };
  let token = '';
  try {
    token = await context.issueToken(context.viewer, context.signal);
  } catch (error) {
    if (!context.signal?.aborted)
      context.log('search.token-unavailable', { error: error instanceof Error ? error.message : String(error) });
  }
  const settings: PageSearchSettings = {
    organizationId: context.organizationId,
    accessToken: token,
    locale: context.language,
    pipeline: GLOBAL_SEARCH_PIPELINE,
    searchHub: context.brand.searchHub,
    constantQuery: `@language==${context.language}`,
  };
  if (!state.query) return { ...base, settings, status: 'no-query' };
  if (!token) return { ...base, settings, status: 'unavailable' };

  const configuration = searchEngineConfiguration({
    ...settings,
    searchUrl: context.searchUrl,
    analyticsUrl: context.searchUrl,
    statisticsConsent: false,
    signal: AbortSignal.any([AbortSignal.timeout(context.timeoutMs), ...(context.signal ? [context.signal] : [])]),
  });
  if (!configuration) return { ...base, settings, status: 'unavailable' };
  const fetchTab = async (tab: SearchTab, facets: SearchUrlState['facets']) => {
    const definition = defineSearchPageEngine(configuration, tab);
    // The server has no browser: no referrer or user agent of the visitor's reach the service.
    definition.setNavigatorContextProvider(() => ({
      referrer: null,
      userAgent: null,
      location: context.url.pathname,
      clientId: ANONYMOUS_CLIENT,
    }));
    const staticState = await definition.fetchStaticState({
      controllers: searchPageParameters({ ...state, facets }, tab),
    });
    const counts = tabCounts(tabs, groupValues((staticState.searchAction as { payload?: { response?: unknown } }).payload?.response));
    return { staticState, counts };
  };
  try {
    let activeTab = requested;
    let answer = await fetchTab(activeTab, state.facets);
    if (failed(answer.staticState)) {
      context.log('search.unavailable', { query: state.query.slice(0, 100) });
      return { ...base, settings, status: 'unavailable' };
    }
    const settled = settleTab(activeTab, tabs, answer.counts);
    if (settled !== activeTab) {
      activeTab = settled;
      answer = await fetchTab(settled, {});
      if (failed(answer.staticState)) return { ...base, settings, status: 'unavailable' };
    }
    return {
      tabs,
      state: { ...state, tab: activeTab, facets: settled === requested ? state.facets : {} },
      activeTab,
      counts: answer.counts,
      settings,
      status: 'results',
      staticState: withSharedResults(answer.staticState),
    };
  } catch (error) {
    if (!context.signal?.aborted) context.log('search.unavailable', { error: error instanceof Error ? error.message : String(error) });
    return { ...base, settings, status: 'unavailable' };
  }
}
