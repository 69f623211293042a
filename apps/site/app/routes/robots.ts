import { buildRobotsTxt } from '@mbw/util';
import type { LoaderFunctionArgs } from 'react-router';
import { CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { requestContext } from '../server/request/request-context';
import { ROBOTS_DISALLOW, SITEMAP_INDEX_PATH } from '../seo/seo-paths';

/**
 * /robots.txt of each brand: public pages open, personal pages, search results and endpoints
 * closed (seo/seo-paths.ts), the sitemap index named on the public origin. The same for every
 * visitor, so shared by caches like a public page.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { publicOrigin } = context.get(requestContext);
  return new Response(buildRobotsTxt({ origin: publicOrigin, disallow: ROBOTS_DISALLOW, sitemapPath: SITEMAP_INDEX_PATH }), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_PUBLIC_PAGE },
  });
}
