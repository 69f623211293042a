import type { SearchEngineConfiguration } from '@coveo/headless/ssr';
import { prepareSearchBody, type ExtraGroupBy } from './group-by';

/** What a page needs to build a search engine (spec discovery §7 "Search provider"). */
export interface SearchSettings {
  organizationId: string;
  /** The search token the page supplies (a server route issues it); empty when none came. */
  accessToken: string;
  /** Base of the Search API v2: the site's same-origin proxy in the browser, the service on the server. */
  searchUrl: string;
  /** Base of the usage-analytics proxy (used only with statistics consent). */
  analyticsUrl: string;
  /** Page language (en, de, fr, it) → the engine's locale. */
  locale: string;
  pipeline: string;
  searchHub: string;
  /**
   * Joins every request's constant query: the page language. (Tenant, the site's source and the
   * pre-launch rule are the token's filter, which the service enforces: see server/search-token.)
   */
  constantQuery: string;
  /** Group-bys besides the hero template name's (the jobs lister's company tabs). */
  groupBy?: readonly ExtraGroupBy[];
  /** The visitor's statistics consent: search analytics only with it (spec discovery §4). */
  statisticsConsent: boolean;
  /** Headers the site's own pages add to their calls (the /api proxies refuse others). */
  headers?: Readonly<Record<string, string>>;
  /** Ends every request of the engine (the server's render: the request's end or its time budget). */
  signal?: AbortSignal;
  /** Asks the page's server route for a fresh token when the engine's one expires. */
  renewAccessToken?: () => Promise<string>;
}

/** The global search's pipeline (spec discovery §7: "others for global search"): the page and the header's instant results. */
export const GLOBAL_SEARCH_PIPELINE = 'GlobalSearch';

/** The console error of spec discovery §8, the only effect of a page without a search token. */
export const NO_SEARCH_TOKEN_ERROR = 'Error when initialising Coveo engine: No search token provided';

/**
 * The engine configuration for the brand's page (spec discovery §7): organization, token, proxy,
 * locale, pipeline and hub; the group-by on @herotemplatename added to every search request;
 * analytics on only with statistics consent. Without a token: the §8 console error and null —
 * the caller renders nothing.
 */
export function searchEngineConfiguration(settings: SearchSettings): SearchEngineConfiguration | null {
  if (!settings.accessToken) {
    console.error(NO_SEARCH_TOKEN_ERROR);
    return null;
  }
  const headers = settings.headers ?? {};
  return {
    organizationId: settings.organizationId,
    accessToken: settings.accessToken,
    ...(settings.renewAccessToken ? { renewAccessToken: settings.renewAccessToken } : {}),
    search: {
      proxyBaseUrl: settings.searchUrl,
      locale: settings.locale,
      pipeline: settings.pipeline,
      searchHub: settings.searchHub,
    },
    analytics: settings.statisticsConsent
      ? { enabled: true, analyticsMode: 'legacy', proxyBaseUrl: settings.analyticsUrl }
      : { enabled: false },
    preprocessRequest: (request, origin, metadata) => {
      const withHeaders = {
        ...request,
        headers: { ...(request.headers as Record<string, string>), ...headers },
        ...(settings.signal ? { signal: settings.signal } : {}),
      };
      if (origin !== 'searchApiFetch' || typeof request.body !== 'string') return withHeaders;
      return { ...withHeaders, body: prepareSearchBody(request.body, metadata?.method, settings.constantQuery, settings.groupBy) };
    },
  };
}
