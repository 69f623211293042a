import { buildInstantResults, buildSearchBox, buildSearchEngine, type InstantResults, type Result } from '@coveo/headless';
import { GLOBAL_SEARCH_PIPELINE, fieldText, resultUrl, searchEngineConfiguration } from '@mbw/search-data-access';
import { ownPageHeaders } from '@mbw/util';

/**
 * The search bar's engine (spec discovery §2 "Search", §5 instant search). This module is the only
 * one of the bar that imports @coveo/headless, and the bar loads it with `import()` the first time
 * the visitor focuses or types into the box: the engine is never part of a page's first load.
 */

/** Results per query in the list (spec §9 sets 5 for the accessories omnibox; the bar uses the same). */
export const INSTANT_RESULTS_PER_QUERY = 5;
/** The site's route that issues search tokens (200 `{token, organizationId}`, 503 when search is down). */
const SEARCH_TOKEN_PATH = '/api/search/token';
const SEARCH_BOX_ID = 'site-search-bar';

export interface InstantSearchOptions {
  /** Page language: the engine's locale and the constant query's @language. */
  language: string;
  /** The brand's global search hub (brand config `search.hubs.global`). */
  searchHub: string;
  /** Search analytics only with the visitor's statistics consent. */
  statisticsConsent: boolean;
  /** Another pipeline than the global search's (the accessories omnibox's), and what it is limited to besides the language. */
  pipeline?: string;
  constantQuery?: string;
}

/** One instant result as the list shows it. */
export interface InstantResult {
  id: string;
  title: string;
  href: string;
  /** A product's or variant's article number, when the result has one. */
  articleNumber: string | null;
  /** The product picture (320 px) of product-like results. */
  picture: string | null;
  /** A product's master product name (a Product result; null for accessories, variants and pages). */
  product: string | null;
}

/** What the engine knows about the latest query: results only once they arrived, never a previous query's. */
export interface InstantSearchSnapshot {
  query: string;
  results: readonly InstantResult[];
  isLoading: boolean;
  failed: boolean;
}

export interface InstantSearch {
  /** Asks for the query's instant results (cached by the engine for a minute). */
  search(query: string): void;
  /** Calls the listener now and on every change; returns the unsubscribe. */
  subscribe(listener: (snapshot: InstantSearchSnapshot) => void): () => void;
}

interface SearchToken {
  token: string;
  organizationId: string;
}

async function fetchSearchToken(): Promise<SearchToken | null> {
  try {
    const response = await fetch(SEARCH_TOKEN_PATH, {
      headers: { accept: 'application/json', ...ownPageHeaders() },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<SearchToken> | null;
    return typeof body?.token === 'string' && typeof body.organizationId === 'string'
      ? { token: body.token, organizationId: body.organizationId }
      : null;
  } catch {
    return null;
  }
}

function toInstantResult(result: Result): InstantResult {
  const raw = result.raw as Record<string, unknown>;
  const picture = fieldText(raw['mainpicture320']);
  return {
    id: result.uniqueId,
    title: result.title,
    href: resultUrl(raw, result.clickUri),
    articleNumber: fieldText(raw['variantarticlenumber']) ?? fieldText(raw['target_article_number']),
    picture: picture && /^(https:\/\/|\/)/.test(picture) ? picture : null,
    product: fieldText(raw['herotemplatename']) === 'Product' ? fieldText(raw['masterproductname']) : null,
  };
}

function snapshotOf(controller: InstantResults, failedQueries: ReadonlySet<string>): InstantSearchSnapshot {
  const { q, results, isLoading, error } = controller.state;
  const failed = error !== null || failedQueries.has(q);
  return { query: q, results: failed ? [] : results.map(toInstantResult), isLoading, failed };
}

const INSTANT_RESULTS_PENDING = 'search/fetchInstantResults/pending';
const INSTANT_RESULTS_REJECTED = 'search/fetchInstantResults/rejected';
type InstantResultsAction = { type?: unknown; meta?: { arg?: { q?: unknown } }; payload?: { ignored?: unknown } };

/**
 * Headless 4.0.0 never puts an instant-results failure into the controller's state (its reducer
 * reads the error from the request's arguments, where there is none), so the engine's own actions
 * tell which queries failed: a rejected fetch that was not merely superseded by a newer query.
 */
function failureTracker(failedQueries: Set<string>) {
  return () => (next: (action: unknown) => unknown) => (action: unknown) => {
    const { type, meta, payload } = (action ?? {}) as InstantResultsAction;
    const query = meta?.arg?.q;
    if (typeof query === 'string') {
      if (type === INSTANT_RESULTS_PENDING) failedQueries.delete(query);
      if (type === INSTANT_RESULTS_REJECTED && payload?.ignored !== true) failedQueries.add(query);
    }
    return next(action);
  };
}

async function buildInstantSearch(options: InstantSearchOptions): Promise<InstantSearch | null> {
  const token = await fetchSearchToken();
  const configuration = searchEngineConfiguration({
    organizationId: token?.organizationId ?? '',
    accessToken: token?.token ?? '',
    searchUrl: `${window.location.origin}/api/search/v2`,
    analyticsUrl: `${window.location.origin}/api/search/analytics`,
    locale: options.language,
    pipeline: options.pipeline ?? GLOBAL_SEARCH_PIPELINE,
    searchHub: options.searchHub,
    constantQuery: options.constantQuery
      ? `(@language==${options.language}) AND (${options.constantQuery})`
      : `@language==${options.language}`,
    statisticsConsent: options.statisticsConsent,
    headers: ownPageHeaders(),
    renewAccessToken: async () => (await fetchSearchToken())?.token ?? '',
  });
  // No token: the factory logged the spec's console error; the bar stays a plain form.
  if (!configuration) return null;
  const failedQueries = new Set<string>();
  const engine = buildSearchEngine({ configuration, middlewares: [failureTracker(failedQueries)] });
  // The search box registers the box's query set; suggestions are off (the list shows results).
  buildSearchBox(engine, { options: { id: SEARCH_BOX_ID, numberOfSuggestions: 0 } });
  const controller = buildInstantResults(engine, {
    options: { searchBoxId: SEARCH_BOX_ID, maxResultsPerQuery: INSTANT_RESULTS_PER_QUERY },
  });
  return {
    search: (query) => controller.updateQuery(query),
    subscribe: (listener) => controller.subscribe(() => listener(snapshotOf(controller, failedQueries))),
  };
}

const engines = new Map<string, Promise<InstantSearch | null>>();

/**
 * One engine per box kind on the page (the header's bar, an accessories omnibox): the bar mounts
 * and unmounts with the header's search toggle, its engine (and its results cache, and the one
 * console error of a page without a token) stays. Built anew only for other settings (e.g. the
 * visitor gave statistics consent).
 */
export function loadInstantSearch(options: InstantSearchOptions): Promise<InstantSearch | null> {
  const key = JSON.stringify([options.language, options.searchHub, options.statisticsConsent, options.pipeline, options.constantQuery]);
  let search = engines.get(key);
  if (!search) {
    search = buildInstantSearch(options).catch(() => null);
    engines.set(key, search);
  }
  return search;
}
