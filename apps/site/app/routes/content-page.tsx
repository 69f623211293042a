import brand from 'virtual:brand';
import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Placeholder, preloadBlocks } from '@mbw/content-blocks';
import { contentPageMeta, decidePage, sanitizeRoute, shouldFetchNotFoundItem } from '@mbw/content-blocks/server';
import { isSignedIn } from '@mbw/account';
import { buildPageMeta, localizedPath, matchSitePath, organizationJsonLd } from '@mbw/util';
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { componentMap } from '../shell/component-map';
import { logEvent } from '../server/runtime/log.server';
import { notFoundPage } from '../shell/not-found.server';
import type { PageFrameData } from '../shell/frame-data';
import { pageFacts } from '../server/request/request-context';
import { breadcrumbsFor, layoutFor } from '../server/upstream/sitecore.server';

/**
 * Every path that is not a product, downloads or proxy route: a content-managed page from the
 * layout service (spec discovery §2 "Page routing"), or the not-found page with status 404. The
 * page shell renders the header and footer; this route renders the page's main placeholder.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const { language, publicOrigin: origin, viewer, cachePolicy } = facts;
  const match = matchSitePath(url.pathname);
  if (match.kind !== 'content') throw await notFoundPage(facts);

  const { itemPath } = match;
  const decision = decidePage(await layoutFor(itemPath, language.tag), (options) => isSignedIn(viewer, options));
  const headers = new Headers();

  if (decision.kind === 'redirect-home') {
    headers.set('Cache-Control', CACHE_PRIVATE);
    throw redirect(localizedPath(language.tag, '/'), { headers });
  }

  if (decision.kind === 'not-found') {
    if (decision.error) logEvent('error', 'layout.failed', { path: url.pathname, language: language.tag, error: decision.error.message });
    const item = decision.notFoundRoute ?? (shouldFetchNotFoundItem(decision) ? undefined : null);
    throw await notFoundPage(facts, { item, personal: decision.error !== null });
  }

  // A page whose language came from a cookie differs per visitor: never shared by caches.
  headers.set('Cache-Control', cachePolicy === 'private' ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE);
  // Only the main placeholder travels: the shell has the header and footer already.
  const { placeholders, ...page } = decision.route;
  const route = sanitizeRoute({ ...page, placeholders: { 'jss-main': placeholders['jss-main'] ?? [] } }, componentMap, { language: language.tag });
  const seo = contentPageMeta({ route, fallbackTitle: brand.displayName, siteName: brand.displayName, origin, language: language.tag, itemPath });
  // The breadcrumb query and the code of the page's lazy blocks load side by side.
  const [breadcrumbs] = await Promise.all([
    itemPath === '/' || !route.itemId ? [] : breadcrumbsFor(route.itemId, language.tag),
    preloadBlocks(route, componentMap),
  ]);
  // The home page introduces the brand to search engines (schema.org Organization). The footer has
  // no social-profile links in the content yet, so there is no sameAs to give.
  const home = itemPath === '/' ? [organizationJsonLd({ name: brand.displayName, url: new URL('/', origin).toString(), logo: new URL(brand.logo.src, origin).toString() })] : [];
  const frame: PageFrameData = { itemPath, breadcrumbs, ...(home.length > 0 ? { structuredData: home } : {}) };
  return data({ route, seo, frame }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => (loaderData ? buildPageMeta(loaderData.seo) : []);

export default function ContentPage() {
  const { route } = useLoaderData<typeof loader>();
  return <Placeholder name="jss-main" rendering={route} />;
}
