import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { Viewer } from '@mbw/account';
import { FallbackNotFound, NotFound, SiteFooter, SiteHeader, SkipLink, buildPageMeta } from '@mbw/chrome';
import { ComponentMapProvider, Placeholder } from '@mbw/content-blocks';
import {
  ANONYMOUS_DOWNLOADS_VIEWER,
  DownloadsPage,
  preloadDownloadsPage,
  DownloadsPageError,
  downloadsAccess,
  downloadsPageView,
  isDesktopDevice,
  productPagePath,
  type DownloadsTabMode,
  type DownloadsViewer,
} from '@mbw/shop-catalog';
import { downloadsPath, matchSitePath } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE } from '../lib/cache-control';
import { componentMap } from '../lib/component-map';
import { loadDownloads } from '../lib/downloads-data.server';
import { notFoundPageData } from '../lib/not-found-page.server';
import { logEvent } from '../lib/log.server';
import { requestContext } from '../lib/request-context';
import { PageFrame } from '../lib/page-frame';
import { contentPageMeta } from '../lib/page-seo';
import { productDataConfig } from '../lib/product-data.server';
import { productFrameFor } from '../lib/product-frame.server';

/**
 * Spec product §2: Information Material + Media Assets tabs ('split'), or one merged tab ('all').
 * A page option: every brand uses the split tabs until the CMS offers the setting.
 */
const DOWNLOADS_TAB_MODE: DownloadsTabMode = 'split';

/**
 * What the visitor may see of the downloads (spec product §5, §6). No sign-in exists yet (account
 * issue): everyone is anonymous — info tab only, restricted files locked, phased-out products
 * behind sign-in; pre-launch access follows the request's viewer.
 */
function downloadsViewer(viewer: Viewer): DownloadsViewer {
  return { ...ANONYMOUS_DOWNLOADS_VIEWER, canAccessPreLaunch: viewer.canAccessPreLaunchProducts };
}

/**
 * /{lang?}/downloadsPage/{name}/{article?} (spec product §2, §4, §5, §7): the product's downloads
 * from getDownloadsExtended, on the server. An unknown product is the content 404 page, an article
 * number that is not one of its variants redirects to the product's downloads page, a failing
 * gateway renders 'Something went wrong' (503) in the site frame. The HTML depends on the device
 * (User-Agent: checkboxes or click-to-download) and, later, on the visitor: never shared by caches.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const { language, publicOrigin: origin, market, viewer } = context.get(requestContext);
  const match = matchSitePath(url.pathname);
  const headers = new Headers();
  headers.set('Cache-Control', CACHE_PRIVATE);
  headers.set('Vary', 'User-Agent');

  if (match.kind !== 'downloads') return notFoundPageData({ language, headers, personal: true, origin });

  const framePromise = productFrameFor(language.tag);
  const load = await loadDownloads(productDataConfig(), {
    name: match.productSlug,
    language: language.tag,
    articleNumber: match.articleNumber,
    market,
    signal: request.signal,
  });

  if (load.kind === 'unknown-variant') {
    void framePromise.catch(() => undefined);
    throw redirect(`/${language.tag}${downloadsPath({ productName: load.englishName })}${url.search}`, { status: 302, headers });
  }
  const access = load.kind === 'found' ? downloadsAccess(load, downloadsViewer(viewer)) : null;
  if (load.kind === 'not-found' || access === 'not-found') {
    void framePromise.catch(() => undefined);
    return notFoundPageData({ language, headers, personal: true, origin });
  }

  // The page's code loads alongside the frame, so the server render never suspends.
  const [frame, i18n] = await Promise.all([framePromise, serverI18n(language.language), load.kind === 'found' ? preloadDownloadsPage() : null]);

  if (load.kind === 'error') {
    logEvent('error', 'downloads.failed', { path: url.pathname, language: language.tag, error: load.error.message });
    const itemPath = downloadsPath({ productName: match.productSlug, articleNumber: match.articleNumber });
    const seo = { ...contentPageMeta({ route: null, fallbackTitle: i18n._(msg`Something went wrong`), siteName: brand.displayName, origin, language: language.tag, itemPath }), noindex: true };
    return data({ kind: 'error' as const, language: language.tag, itemPath, seo, chrome: frame.chrome, retryHref: url.pathname + url.search }, { status: 503, headers });
  }

  const productPath = productPagePath({ language: language.tag, englishName: load.englishName, articleNumber: load.articleNumber });
  const view = downloadsPageView({
    productName: load.name,
    productPath,
    data: load.downloads,
    viewer: downloadsViewer(viewer),
    mode: DOWNLOADS_TAB_MODE,
    access: access === 'sign-in' ? 'sign-in' : 'ok',
    from: url.searchParams.get('from'),
    bulk: isDesktopDevice(request.headers.get('user-agent')),
  });
  const itemPath = downloadsPath({ productName: load.englishName, articleNumber: load.articleNumber });
  const name = load.name;
  const seo = contentPageMeta({ route: null, fallbackTitle: i18n._(msg`Downloads – ${name}`), siteName: brand.displayName, origin, language: language.tag, itemPath });
  seo.description = i18n._(msg`Operating instructions, brochures, datasheets and other documents for ${name} to download.`);
  return data({ kind: 'downloads' as const, language: language.tag, itemPath, seo, chrome: frame.chrome, view }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => (loaderData ? buildPageMeta(loaderData.seo) : []);

export default function DownloadsRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <PageFrame language={page.language} itemPath={page.itemPath}>
      <ComponentMapProvider map={componentMap}>
        <SkipLink />
        {page.chrome ? <Placeholder name="jss-header" rendering={page.chrome} /> : <SiteHeader fields={{}} />}
        <main id="main" tabIndex={-1}>
          {page.kind === 'downloads' ? <DownloadsPage view={page.view} /> : null}
          {page.kind === 'error' ? <DownloadsPageError retryHref={page.retryHref} /> : null}
          {page.kind === 'not-found' ? <NotFound fields={page.notFound} /> : null}
          {page.kind === 'not-found-fallback' ? <FallbackNotFound /> : null}
        </main>
        {page.chrome ? <Placeholder name="jss-footer" rendering={page.chrome} /> : <SiteFooter fields={{}} />}
      </ComponentMapProvider>
    </PageFrame>
  );
}
