import { fetchProductIndex, fetchSitePages, type ProductIndexEntry, type SitePageData } from '@mbw/api-clients';
import { NOT_FOUND_TEMPLATE, isTestPagePath } from '@mbw/content-blocks/server';
import { SITE_LANGUAGES, isAccountPagePath, isSiteLanguage, type SiteLanguage, type SitemapUrl } from '@mbw/util';
import { productDataConfig } from '../server/upstream/product-data-config.server';
import { sitecoreConfig } from '../server/upstream/sitecore.server';
import { sitemapUrls } from './sitemap-entries';
import { UpstreamCache } from '../server/upstream/upstream-cache';

/**
 * The sitemaps' sources through this process's cache: a CDN keeps the answers a minute
 * (CACHE_PUBLIC_PAGE), the process its lists five, so a crawler reading every file in turn asks
 * the services once; lists up to an hour old are answered at once while they are refreshed in the
 * background, and while the services fail.
 */
const TTL_MS = 5 * 60_000;
const MAX_STALE_MS = 60 * 60_000;

type Loaded<T> = { ok: true; value: T } | { ok: false; error: Error };
const policy = { cacheable: (result: Loaded<unknown>) => result.ok };
const settle = <T>(promise: Promise<T>): Promise<Loaded<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error: error instanceof Error ? error : new Error(String(error)) }),
  );

let pagesCache: UpstreamCache<Loaded<SitePageData[]>> | undefined;
let productsCache: UpstreamCache<Loaded<ProductIndexEntry[]>> | undefined;

/** Content pages the sitemap never lists: the 404 item, the test pages under /qa/ and the personal My Account pages. */
const isExcludedPage = (page: SitePageData) =>
  page.template === NOT_FOUND_TEMPLATE ||
  page.path.replace(/\/+$/, '') === '/404' ||
  isTestPagePath(page.path) ||
  isAccountPagePath(page.path);

/** The site languages a sitemap exists for: one file (or more, paged) each. */
export const SITEMAP_LANGUAGES: readonly SiteLanguage[] = SITE_LANGUAGES;

/** Every URL of one language's sitemap, or the upstream error that kept it from being complete. */
export async function sitemapUrlsFor(language: string, origin: string): Promise<Loaded<SitemapUrl[]>> {
  if (!isSiteLanguage(language)) return { ok: false, error: new Error(`no sitemap for ${language}`) };
  pagesCache ??= new UpstreamCache({ ttlMs: TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 10 });
  productsCache ??= new UpstreamCache({ ttlMs: TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 1 });
  const [pages, products] = await Promise.all([
    pagesCache.get(language, () => settle(fetchSitePages(sitecoreConfig(), { language })), policy),
    productsCache.get('all', () => settle(fetchProductIndex(productDataConfig())), policy),
  ]);
  if (!pages.ok) return pages;
  if (!products.ok) return products;
  return { ok: true, value: sitemapUrls(language, origin, { pages: pages.value, products: products.value, isExcludedPage }) };
}
