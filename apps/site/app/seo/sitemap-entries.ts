import type { ProductIndexEntry, SitePageData } from '@mbw/api-clients';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES, downloadsPath, localizedPath, productPath, sitemapDate, type SitemapUrl } from '@mbw/util';

/**
 * What each language's sitemap lists (issue 16; spec discovery §2 page routing, product §2):
 * - every public content page: not restricted, not the content 404 item, not a test page;
 * - every product page a visitor reaches with 200: each variant's page (a master URL without an
 *   article number redirects to its default variant, so it is listed only for masters without
 *   variants); pre-launch products are left out (only some viewers see them);
 * - the downloads page of every product that has downloads.
 * Each URL carries its alternates in the four site languages and x-default (the same set the
 * page's own head tags name), and lastmod where the services give a date.
 */
export interface SitemapSources {
  pages: readonly SitePageData[];
  products: readonly ProductIndexEntry[];
  /** The content item paths and templates the sitemap leaves out. */
  isExcludedPage: (page: SitePageData) => boolean;
}

export function sitemapUrls(language: string, origin: string, sources: SitemapSources): SitemapUrl[] {
  const entry = (pathFor: (language: string) => string, lastmod?: string): SitemapUrl => {
    const absolute = (tag: string) => new URL(pathFor(tag), origin).toString();
    return {
      loc: absolute(language),
      ...(lastmod ? { lastmod } : {}),
      alternates: [
        ...SITE_LANGUAGES.map((tag) => ({ hrefLang: tag, href: absolute(tag) })),
        { hrefLang: 'x-default', href: absolute(DEFAULT_LANGUAGE) },
      ],
    };
  };
  const urls: SitemapUrl[] = [];
  const seen = new Set<string>();
  for (const page of sources.pages) {
    if (page.restricted || sources.isExcludedPage(page) || seen.has(page.path.toLowerCase())) continue;
    seen.add(page.path.toLowerCase());
    urls.push(entry((tag) => localizedPath(tag, page.path), sitemapDate(page.updated)));
  }
  for (const product of sources.products) {
    if (product.isPreLaunch) continue;
    const lastmod = sitemapDate(product.lastModified);
    const articles = product.articleNumbers.length > 0 ? product.articleNumbers : [null];
    for (const articleNumber of articles) {
      urls.push(entry((tag) => productPath({ language: tag, productName: product.englishName, articleNumber }), lastmod));
    }
    if (product.hasDownloads) urls.push(entry((tag) => `/${tag}${downloadsPath({ productName: product.englishName })}`, lastmod));
  }
  return urls;
}
