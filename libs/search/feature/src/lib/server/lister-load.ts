import {
  listerRestriction,
  PRODUCT_LISTERS,
  searchEngineConfiguration,
  type ListerDefinition,
  type ProductListerId,
} from '@mbw/search-data-access';
import type { SearchTokenViewer } from '@mbw/search-data-access/server';
import { defineListerEngine, listerParameters, type ListerStaticState } from '../lister/lister-engine';
import { readListerUrl, type ListerUrlState } from '../lister/lister-url';
import type { PageSearchSettings } from '../results/use-hydrated-results';

/** What a lister needs of the app for this request (ARCHITECTURE §4: passed in, never imported). */
export interface ListerContext {
  url: URL;
  language: string;
  viewer: SearchTokenViewer;
  /** The site's `@tenant` and `@source` (brand config). */
  tenant: string;
  source: string;
  organizationId: string;
  /** The Search API v2 the server asks (COVEO_SEARCH_URL). */
  searchUrl: string;
  timeoutMs: number;
  issueToken: (viewer: SearchTokenViewer, signal?: AbortSignal) => Promise<string>;
  signal?: AbortSignal;
  log: (event: string, fields: Record<string, unknown>) => void;
}

/** A product-family lister's server data: the block renders it and the browser hydrates it. */
export type ListerData = {
  family: ProductListerId;
  state: ListerUrlState;
  settings: PageSearchSettings;
} & ({ status: 'results'; staticState: ListerStaticState } | { status: 'unavailable' });

/** The server's searches are not a visitor's browser: one fixed client id (analytics are off there). */
const ANONYMOUS_CLIENT = '00000000-0000-4000-8000-000000000000';

/** The pipeline (§7 "SearchProduct") and the family's hub; the restriction of §2 as the constant query. */
function listerSettings(lister: ListerDefinition, context: ListerContext, token: string): PageSearchSettings {
  return {
    organizationId: context.organizationId,
    accessToken: token,
    locale: context.language,
    pipeline: lister.pipeline,
    searchHub: lister.hub ?? '',
    constantQuery: listerRestriction({
      classification: lister.classification,
      tenant: context.tenant,
      source: context.source,
      language: context.language,
      preLaunchAllowed: context.viewer.canAccessPreLaunchProducts,
    }),
  };
}

/**
 * A product-family lister's first page (spec discovery §2 "Product-family search pages"): the
 * results and facets fetched on the server with the real engine for the URL's query and
 * selections. A failing, slow or nonsensical service gives 'unavailable' (the block says so).
 */
export async function loadProductLister(family: ProductListerId, context: ListerContext): Promise<ListerData> {
  const lister = PRODUCT_LISTERS[family];
  const state = readListerUrl(context.url.searchParams, lister.facets);
  let token = '';
  try {
    token = await context.issueToken(context.viewer, context.signal);
  } catch (error) {
    if (!context.signal?.aborted)
      context.log('lister.token-unavailable', { family, error: error instanceof Error ? error.message : String(error) });
  }
  const settings = listerSettings(lister, context, token);
  const unavailable = { family, state, settings, status: 'unavailable' } as const;
  const configuration = token
    ? searchEngineConfiguration({
        ...settings,
        searchUrl: context.searchUrl,
        analyticsUrl: context.searchUrl,
        statisticsConsent: false,
        signal: AbortSignal.any([AbortSignal.timeout(context.timeoutMs), ...(context.signal ? [context.signal] : [])]),
      })
    : null;
  if (!configuration) return unavailable;
  try {
    const definition = defineListerEngine(configuration, lister);
    definition.setNavigatorContextProvider(() => ({
      referrer: null,
      userAgent: null,
      location: context.url.pathname,
      clientId: ANONYMOUS_CLIENT,
    }));
    const staticState = await definition.fetchStaticState({ controllers: listerParameters(state, lister) });
    const action = staticState.searchAction as { type?: string; payload?: { response?: unknown } };
    if (!action.type?.endsWith('/fulfilled') || typeof action.payload?.response !== 'object') {
      context.log('lister.unavailable', { family, query: state.query.slice(0, 100) });
      return unavailable;
    }
    return { family, state, settings, status: 'results', staticState };
  } catch (error) {
    if (!context.signal?.aborted)
      context.log('lister.unavailable', { family, error: error instanceof Error ? error.message : String(error) });
    return unavailable;
  }
}

/** The product-family lister rendering (`ProductFamilyLister`, param `family`); null when the family is not one of §2's. */
export function productListerOf(rendering: { componentName: string; params?: Record<string, string> }): ProductListerId | null {
  if (rendering.componentName !== 'ProductFamilyLister') return null;
  const family = rendering.params?.['family'] ?? '';
  return Object.hasOwn(PRODUCT_LISTERS, family) ? (family as ProductListerId) : null;
}
