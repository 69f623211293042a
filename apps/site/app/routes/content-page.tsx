import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { RouteData } from '@mbw/api-clients';
import { Breadcrumb, FallbackNotFound, NotFound, SiteFooter, SiteHeader, SkipLink, buildPageMeta } from '@mbw/chrome';
import { ComponentMapProvider, Placeholder, preloadBlocks } from '@mbw/content-blocks';
import { sanitizeRoute } from '@mbw/content-blocks/server';
import { localizedPath, matchSitePath, type LanguageTag } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE, CACHE_PUBLIC_NOT_FOUND, CACHE_PUBLIC_PAGE } from '../lib/cache-control';
import { componentMap } from '../lib/component-map';
import { logEvent } from '../lib/log.server';
import { requestContext } from '../lib/request-context';
import { contentPageMeta } from '../lib/page-seo';
import { NOT_FOUND_TEMPLATE, decidePage, shouldFetchNotFoundItem } from '../lib/page-decision';
import { PageFrame } from '../lib/page-frame';
import { breadcrumbsFor, layoutFor } from '../lib/sitecore.server';

/**
 * Every path that is not a product, downloads or proxy route: a content-managed page from the
 * layout service (spec discovery §2 "Page routing"), or the not-found page with status 404.
 */
export async function loader({ url, context }: LoaderFunctionArgs) {
  const { language, publicOrigin: origin, viewer, cachePolicy } = context.get(requestContext);
  const match = matchSitePath(url.pathname);
  const itemPath = match.kind === 'content' ? match.itemPath : '/';

  const headers = new Headers();
  // A page whose language came from a cookie differs per visitor: never shared by caches.
  const personal = cachePolicy === 'private';

  // Product and downloads pages arrive with the catalog issue; until then their URLs are not pages.
  const layout =
    match.kind === 'content' ? await layoutFor(match.itemPath, language.tag) : ({ kind: 'not-found', context: null } as const);
  const decision = decidePage(layout, viewer);

  if (decision.kind === 'redirect-home') {
    headers.set('Cache-Control', CACHE_PRIVATE);
    throw redirect(localizedPath(language.tag, '/'), { headers });
  }

  if (decision.kind === 'render') {
    headers.set('Cache-Control', personal ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE);
    const route = sanitizeRoute(decision.route, componentMap, { language: language.tag });
    const seo = contentPageMeta({ route, fallbackTitle: brand.displayName, siteName: brand.displayName, origin, language: language.tag, itemPath });
    // The breadcrumb query and the code of the page's lazy blocks load side by side.
    const [breadcrumbs] = await Promise.all([
      itemPath === '/' || !route.itemId ? [] : breadcrumbsFor(route.itemId, language.tag),
      preloadBlocks(route, componentMap),
    ]);
    return data({ kind: 'page' as const, route, language: language.tag, itemPath, seo, breadcrumbs }, { headers });
  }

  if (decision.error) {
    logEvent('error', 'layout.failed', { path: url.pathname, language: language.tag, error: decision.error.message });
  }
  let notFoundRoute = decision.notFoundRoute;
  if (shouldFetchNotFoundItem(decision)) {
    const item = await layoutFor('/404', language.tag);
    if (item.kind === 'found' && item.route.templateName === NOT_FOUND_TEMPLATE) notFoundRoute = item.route;
    else if (item.kind === 'error') logEvent('error', 'layout.not-found-item-failed', { language: language.tag, error: item.error.message });
  }
  return notFoundPage({ route: notFoundRoute, language, headers, personal: personal || decision.error !== null, origin });
}

async function notFoundPage(input: { route: RouteData | null; language: LanguageTag; headers: Headers; personal: boolean; origin: string }) {
  const { route, language, headers } = input;
  headers.set('Cache-Control', input.personal ? CACHE_PRIVATE : CACHE_PUBLIC_NOT_FOUND);
  const i18n = await serverI18n(language.language);
  const seo = contentPageMeta({
    route,
    fallbackTitle: i18n._(msg`Page not found`),
    siteName: brand.displayName,
    origin: input.origin,
    language: language.tag,
    itemPath: '/',
    noindex: true,
  });
  const page = { language: language.tag, itemPath: '/', seo };
  const init = { status: 404, headers };
  // Spec discovery §2: no breadcrumb on the not-found page.
  if (!route) return data({ kind: 'not-found-fallback' as const, route: null, breadcrumbs: [], ...page }, init);
  const sanitized = sanitizeRoute(route, componentMap, { language: language.tag });
  await preloadBlocks(sanitized, componentMap);
  return data({ kind: 'not-found' as const, route: sanitized, breadcrumbs: [], ...page }, init);
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => (loaderData ? buildPageMeta(loaderData.seo) : []);

export default function ContentPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <PageFrame language={page.language} itemPath={page.itemPath}>
      <ComponentMapProvider map={componentMap}>
        <SkipLink />
        {page.route ? <Placeholder name="jss-header" rendering={page.route} /> : <SiteHeader fields={{}} />}
        {page.breadcrumbs.length > 0 ? <Breadcrumb items={page.breadcrumbs} /> : null}
        <main id="main" tabIndex={-1}>
          {page.kind === 'page' ? <Placeholder name="jss-main" rendering={page.route} /> : null}
          {page.kind === 'not-found' ? <NotFound fields={page.route.fields ?? {}} /> : null}
          {page.kind === 'not-found-fallback' ? <FallbackNotFound /> : null}
        </main>
        {page.route ? <Placeholder name="jss-footer" rendering={page.route} /> : <SiteFooter fields={{}} />}
      </ComponentMapProvider>
    </PageFrame>
  );
}
