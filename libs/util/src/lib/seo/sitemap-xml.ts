/**
 * XML of the sitemap protocol (sitemaps.org 0.9) with Google's hreflang extension: the sitemap
 * index and one `urlset` per file. Every value is escaped; URLs are absolute on the public origin.
 */

/** The protocol's limit of URLs in one sitemap file (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  loc: string;
  /** W3C date (YYYY-MM-DD or a full timestamp) when the services give one. */
  lastmod?: string;
  /** The same page in every site language, x-default included. */
  alternates?: ReadonlyArray<{ hrefLang: string; href: string }>;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function buildSitemapIndex(sitemaps: ReadonlyArray<{ loc: string; lastmod?: string }>): string {
  const entries = sitemaps.map(
    (sitemap) =>
      `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * A `urlset` file in pieces (the head, one `<url>` each, the tail), so a server can stream a large
 * sitemap; `buildUrlSet` joins them.
 */
export function* urlSetChunks(urls: readonly SitemapUrl[]): Generator<string> {
  if (urls.length > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, not ${urls.length}`);
  yield `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (const url of urls) {
    const alternates = (url.alternates ?? [])
      .map((alternate) => `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`)
      .join('');
    yield `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}${alternates}</url>\n`;
  }
  yield '</urlset>\n';
}

export function buildUrlSet(urls: readonly SitemapUrl[]): string {
  return [...urlSetChunks(urls)].join('');
}

/** The number of sitemap files `count` URLs need (at least one, so every language has a file). */
export function sitemapPageCount(count: number, pageSize = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The URLs of page `page` (1-based); empty when the page does not exist. */
export function sitemapPage<T>(urls: readonly T[], page: number, pageSize = SITEMAP_MAX_URLS): T[] {
  if (!Number.isInteger(page) || page < 1) return [];
  return urls.slice((page - 1) * pageSize, page * pageSize);
}

/** A date the services give (ISO 8601, or Sitecore's 20261101T101010Z), as the protocol's W3C date (YYYY-MM-DD); undefined when it is not a date. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Sitecore's own field format: 20261101T101010Z.
  const sitecore = /^(\d{4})(\d{2})(\d{2})T\d{6}/.exec(value);
  if (sitecore) return `${sitecore[1]}-${sitecore[2]}-${sitecore[3]}`;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}
