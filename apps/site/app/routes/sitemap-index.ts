import type { LoaderFunctionArgs } from 'react-router';
import { buildSitemapIndex, sitemapPageCount } from '@mbw/util';
import { CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { requestContext } from '../server/request/request-context';
import { sitemapFilePath, sitemapUnavailable } from '../seo/sitemap-response.server';
import { SITEMAP_LANGUAGES, sitemapUrlsFor } from '../seo/sitemap-sources.server';

/**
 * /sitemap.xml: the sitemap index of the brand, one sitemap per site language (more when a
 * language has over 50 000 URLs), absolute on the public origin. Shared by caches like a public
 * page; a failing service answers 503 (a crawler retries; a partial list would drop pages).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { publicOrigin } = context.get(requestContext);
  const lists = await Promise.all(
    SITEMAP_LANGUAGES.map(async (language) => ({ language, urls: await sitemapUrlsFor(language, publicOrigin) })),
  );
  const failed = lists.find((list) => !list.urls.ok);
  if (failed && !failed.urls.ok) return sitemapUnavailable('/sitemap.xml', failed.urls.error);
  const sitemaps = lists.flatMap(({ language, urls }) =>
    Array.from({ length: sitemapPageCount(urls.ok ? urls.value.length : 0) }, (_, index) => ({
      loc: new URL(sitemapFilePath(language, index + 1), publicOrigin).toString(),
    })),
  );
  return new Response(buildSitemapIndex(sitemaps), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CACHE_PUBLIC_PAGE },
  });
}
