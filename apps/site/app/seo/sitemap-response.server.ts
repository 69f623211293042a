import { isSiteLanguage, type SiteLanguage } from '@mbw/util';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { logEvent } from '../server/runtime/log.server';

/** Path of a language's sitemap file: /sitemaps/en.xml, then /sitemaps/en-2.xml, … */
export function sitemapFilePath(language: string, page: number): string {
  return page === 1 ? `/sitemaps/${language}.xml` : `/sitemaps/${language}-${page}.xml`;
}

/** The language and page of a sitemap file name; null for any other name (en-1.xml included: it is en.xml). */
export function parseSitemapFile(name: string): { language: SiteLanguage; page: number } | null {
  const match = /^([a-z]{2})(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(name);
  if (!match || !isSiteLanguage(match[1]!)) return null;
  return { language: match[1], page: match[2] ? Number(match[2]) : 1 };
}

/** A sitemap the services could not complete: 503, never cached, logged. */
export function sitemapUnavailable(path: string, error: Error): Response {
  logEvent('error', 'sitemap.failed', { path, error: error.message });
  return new Response('Sitemap temporarily unavailable\n', {
    status: 503,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_PRIVATE, 'retry-after': '60' },
  });
}
