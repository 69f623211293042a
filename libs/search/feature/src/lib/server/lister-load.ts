import {
  ACCESSORY_CATEGORIES,
  ACCESSORY_CATEGORY_FACET_ID,
  andExpressions,
  compatibleWith,
  CONTENT_LISTER_BLOCKS,
  contentListerExpression,
  groupValues,
  JOB_COMPANY_FIELD,
  JOB_COMPANY_GROUP_BY,
  jobCompanyTabs,
  LISTERS,
  listerRestriction,
  PRODUCT_CAROUSEL_SIZE,
  PRODUCT_LISTERS,
  restrictedDownloadsOf,
  searchEngineConfiguration,
  type ContentListerHub,
  type GroupValue,
  type RestrictedDownloads,
  type ListerDefinition,
  type ListerId,
} from '@mbw/search-data-access';
import type { SearchTokenViewer } from '@mbw/search-data-access/server';
import { LazyDownloadResults } from '../downloads/lazy-download-results';
import { defineListerEngine, listerParameters, type ListerStaticState } from '../lister/lister-engine';
import { withSharedResults } from './shared-results';
import { rangeLabelsOf, type RangeLabels } from '../lister/range-labels';
import { readListerUrl, readValueParam, type ListerUrlState } from '../lister/lister-url';
import type { PageSearchSettings } from '../results/use-hydrated-results';

/** What a lister needs of the app for this request (ARCHITECTURE §4: passed in, never imported). */
export interface ListerContext {
  url: URL;
  language: string;
  /** The viewer; `canDownloadRestricted`: the account may download restricted files (the downloads listers). */
  viewer: SearchTokenViewer & { canDownloadRestricted: boolean };
  /** The site's own search hub (brand config `search.hubs.global`): listers §7 gives no hub of their own. */
  siteHub: string;
  /** The brand's hubs per page type (config `search.hubs`): the events, jobs and stories listers' (spec discovery §7). */
  hubs?: Partial<Record<ContentListerHub, string>>;
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

/** A lister's server data: the block renders it and the browser hydrates it. */
export type ListerData = {
  lister: ListerId;
  /** The accessories lister's own category (the block's `params.category`): the page is that category's, without the category chooser. */
  fixedCategory?: string;
  state: ListerUrlState;
  settings: PageSearchSettings;
  /** The downloads listers: how restricted files show for this viewer (spec discovery §6). */
  restrictedDownloads?: RestrictedDownloads;
} & (
  | {
      status: 'results';
      staticState: ListerStaticState;
      /** The numeric facets' range labels in the page's locale (rangeLabelsOf). */
      rangeLabels: RangeLabels;
      /** The jobs lister's company tabs (spec discovery §4, §9) and the count of all jobs, from the group-by on company. */
      companies?: { tabs: GroupValue[]; all: number };
    }
  | { status: 'unavailable' }
);

/** The server's searches are not a visitor's browser: one fixed client id (analytics are off there). */
const ANONYMOUS_CLIENT = '00000000-0000-4000-8000-000000000000';

/**
 * The pipeline (§7 "SearchProduct", "others for … stories, careers, events") and the lister's hub
 * (a family's own, a content lister's from the brand config, else the site's); the restriction of
 * §2 as the constant query, with what a content lister adds (upcoming events, the company tab).
 * The jobs lister's group-by on company counts on the query without the tab (every tab its count).
 */
function listerSettings(lister: ListerDefinition, context: ListerContext, token: string, state: ListerUrlState): PageSearchSettings {
  const restriction = listerRestriction({
    classification: lister.classification,
    template: lister.template,
    tenant: context.tenant,
    source: context.source,
    language: context.language,
    preLaunchAllowed: context.viewer.canAccessPreLaunchProducts,
    ...(lister.results === 'downloads' ? { restrictedDownloads: restrictedDownloadsOf(context.viewer) } : {}),
  });
  const now = new Date();
  return {
    organizationId: context.organizationId,
    accessToken: token,
    locale: context.language,
    pipeline: lister.pipeline,
    searchHub: lister.hub ?? (lister.siteHub ? context.hubs?.[lister.siteHub] : undefined) ?? context.siteHub,
    constantQuery: andExpressions(
      restriction,
      contentListerExpression(lister, { now, company: state.company }),
      state.compatible ? compatibleWith(state.compatible) : '',
    ),
    ...(lister.companyTabs
      ? {
          groupBy: [
            { ...JOB_COMPANY_GROUP_BY, constantQueryOverride: andExpressions(restriction, contentListerExpression(lister, { now })) },
          ],
        }
      : {}),
  };
}

/** The company tabs of a jobs lister's answer: at most four (International among them), and all jobs. */
function companyTabsOf(response: unknown): { tabs: GroupValue[]; all: number } {
  const values = groupValues(response, JOB_COMPANY_FIELD);
  return { tabs: jobCompanyTabs(values), all: values.reduce((sum, entry) => sum + entry.numberOfResults, 0) };
}

/**
 * A lister's first page (spec discovery §2 "Product-family search pages", the accessories): the
 * results and facets fetched on the server with the real engine for the URL's query and
 * selections. A failing, slow or nonsensical service gives 'unavailable' (the block says so).
 */
export async function loadLister(placed: PlacedLister, context: ListerContext): Promise<ListerData> {
  const family = placed.lister;
  const listed: ListerDefinition = LISTERS[family];
  const lister: ListerDefinition = placed.carousel ? { ...listed, facets: [] } : listed;
  const params = placed.carousel ? new URLSearchParams() : context.url.searchParams;
  const company = lister.companyTabs ? readValueParam(params, 'company') : undefined;
  const compatible = lister.compatibleProducts ? readValueParam(params, 'compatible') : undefined;
  const read = { ...readListerUrl(params, lister.facets), ...(company ? { company } : {}), ...(compatible ? { compatible } : {}) };
  // The block's own category (the nozzles page) until the visitor chooses another.
  const state =
    placed.category && !read.selection[ACCESSORY_CATEGORY_FACET_ID]
      ? { ...read, selection: { ...read.selection, [ACCESSORY_CATEGORY_FACET_ID]: [placed.category] } }
      : read;
  let token = '';
  try {
    token = await context.issueToken(context.viewer, context.signal);
  } catch (error) {
    if (!context.signal?.aborted)
      context.log('lister.token-unavailable', { family, error: error instanceof Error ? error.message : String(error) });
  }
  const settings = listerSettings(lister, context, token, state);
  const restricted = lister.results === 'downloads' ? { restrictedDownloads: restrictedDownloadsOf(context.viewer) } : {};
  // The rows' chunk, so the server's render does not suspend on it (complete HTML).
  if (lister.results === 'downloads') await LazyDownloadResults.preload();
  const fixed = placed.category ? { fixedCategory: placed.category } : {};
  const unavailable = { lister: family, ...fixed, state, settings, ...restricted, status: 'unavailable' } as const;
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
    const staticState = await definition.fetchStaticState({ controllers: listerParameters(state, lister, placed.carousel) });
    const action = staticState.searchAction as { type?: string; payload?: { response?: unknown } };
    if (!action.type?.endsWith('/fulfilled') || typeof action.payload?.response !== 'object') {
      context.log('lister.unavailable', { family, query: state.query.slice(0, 100) });
      return unavailable;
    }
    return {
      lister: family,
      ...fixed,
      state,
      settings,
      ...restricted,
      status: 'results',
      staticState: withSharedResults(staticState),
      rangeLabels: rangeLabelsOf(staticState.controllers, lister.facets, context.language),
      ...(lister.companyTabs ? { companies: companyTabsOf(action.payload.response) } : {}),
    };
  } catch (error) {
    if (!context.signal?.aborted)
      context.log('lister.unavailable', { family, error: error instanceof Error ? error.message : String(error) });
    return unavailable;
  }
}

/** A lister as a content block places it: which one, and (accessories) the category it starts with. */
export interface PlacedLister {
  lister: ListerId;
  category?: string;
  /** A product carousel of the family (`ProductCarousel`): this many products, no facets, whatever the URL says. */
  carousel?: number;
}

/** The downloads listers' blocks (spec discovery §2): the general one and the product downloads. */
const DOWNLOADS_BLOCKS: Readonly<Record<string, ListerId>> = { DownloadsLister: 'downloads', ProductDownloadsLister: 'product-downloads' };

/**
 * The lister a rendering places (spec discovery §2): `ProductFamilyLister` with `params.family` one
 * of the families, `AccessoriesLister` with an optional `params.category` (one of §9's eleven),
 * `DownloadsLister`, `ProductDownloadsLister`, `EventsLister`, `JobsLister` and `StoriesLister`
 * (content-listers.ts). Null for every other rendering, and for a family the site does not know.
 */
export function placedListerOf(rendering: { componentName: string; params?: Record<string, string> }): PlacedLister | null {
  if (rendering.componentName === 'ProductCarousel') {
    const family = rendering.params?.['family'] ?? '';
    return Object.hasOwn(PRODUCT_LISTERS, family) ? { lister: family as ListerId, carousel: PRODUCT_CAROUSEL_SIZE } : null;
  }
  const downloads = DOWNLOADS_BLOCKS[rendering.componentName];
  if (downloads && Object.hasOwn(DOWNLOADS_BLOCKS, rendering.componentName)) return { lister: downloads };
  if (rendering.componentName === 'AccessoriesLister') {
    const category = rendering.params?.['category'];
    return (ACCESSORY_CATEGORIES as readonly string[]).includes(category ?? '')
      ? { lister: 'accessories', category }
      : { lister: 'accessories' };
  }
  if (Object.hasOwn(CONTENT_LISTER_BLOCKS, rendering.componentName))
    return { lister: CONTENT_LISTER_BLOCKS[rendering.componentName as keyof typeof CONTENT_LISTER_BLOCKS] };
  if (rendering.componentName !== 'ProductFamilyLister') return null;
  const family = rendering.params?.['family'] ?? '';
  return Object.hasOwn(PRODUCT_LISTERS, family) ? { lister: family as ListerId } : null;
}
