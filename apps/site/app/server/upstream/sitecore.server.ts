import brand from 'virtual:brand';
import {
  UpstreamError,
  fetchBreadcrumbItems,
  fetchDictionary,
  fetchLayout,
  type BreadcrumbEntryData,
  type LayoutResult,
  type SitecoreConfig,
} from '@mbw/api-clients';
import { logEvent } from '../runtime/log.server';
import { env } from '../runtime/env.server';
import { UpstreamCache } from './upstream-cache';

export function sitecoreConfig(): SitecoreConfig {
  const { SITECORE_API_URL, SITECORE_API_KEY, UPSTREAM_TIMEOUT_MS } = env();
  return { apiUrl: SITECORE_API_URL, apiKey: SITECORE_API_KEY, siteName: brand.sitecoreSiteName, timeoutMs: UPSTREAM_TIMEOUT_MS };
}

/**
 * An expired entry up to five minutes old is answered at once while it is refreshed in the
 * background, and while the upstream fails; older ones are waited for.
 */
const MAX_STALE_MS = 5 * 60_000;

let layoutCache: UpstreamCache<LayoutResult> | undefined;
let dictionaryCache: UpstreamCache<Record<string, string> | UpstreamError> | undefined;
let breadcrumbCache: UpstreamCache<BreadcrumbEntryData[] | UpstreamError> | undefined;

/**
 * Layout-service data through this process's cache. The shared upstream call carries no page
 * request's abort signal (another visitor may be waiting on it); the upstream timeout bounds it.
 */
export function layoutFor(itemPath: string, language: string): Promise<LayoutResult> {
  layoutCache ??= new UpstreamCache({ ttlMs: env().LAYOUT_CACHE_TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 2000 });
  return layoutCache.get(`${language}|${itemPath.toLowerCase()}`, () => fetchLayout(sitecoreConfig(), { itemPath, language }), {
    cacheable: (result) => result.kind !== 'error',
  });
}

/** Dictionary phrases through this process's cache; an UpstreamError when unavailable. */
export function dictionaryFor(language: string): Promise<Record<string, string> | UpstreamError> {
  dictionaryCache ??= new UpstreamCache({ ttlMs: env().DICTIONARY_CACHE_TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 50 });
  return dictionaryCache.get(
    language,
    () =>
      fetchDictionary(sitecoreConfig(), { language }).catch((error: unknown) => {
        if (error instanceof UpstreamError) return error;
        throw error;
      }),
    { cacheable: (result) => !(result instanceof UpstreamError) },
  );
}

/**
 * The page's breadcrumb trail (BreadcrumbItems), cached like the layout. A failing query costs the
 * visitor the breadcrumb, never the page: it is logged and the trail is empty.
 */
export async function breadcrumbsFor(itemId: string, language: string): Promise<BreadcrumbEntryData[]> {
  breadcrumbCache ??= new UpstreamCache({ ttlMs: env().LAYOUT_CACHE_TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 2000 });
  const result = await breadcrumbCache.get(
    `${language}|${itemId}`,
    () =>
      fetchBreadcrumbItems(sitecoreConfig(), { id: itemId, language }).catch((error: unknown) => {
        if (error instanceof UpstreamError) return error;
        throw error;
      }),
    { cacheable: (value) => !(value instanceof UpstreamError) },
  );
  if (!(result instanceof UpstreamError)) return result;
  logEvent('warn', 'breadcrumb.unavailable', { itemId, language, error: result.message });
  return [];
}
