import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data, redirect, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { isSignedIn, type Viewer } from '@mbw/account';
import {
  ANONYMOUS_DOWNLOADS_VIEWER,
  DownloadsPage,
  DownloadsPageError,
  downloadsAccess,
  downloadsPageView,
  isDesktopDevice,
  preloadDownloadsPage,
  productPagePath,
  type DownloadsTabMode,
  type DownloadsViewer,
} from '@mbw/shop-catalog';
import { loadDownloads } from '@mbw/shop-catalog/server';
import { buildPageMeta, downloadsPath, localizedPath, matchSitePath, pageMeta } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { logEvent } from '../server/runtime/log.server';
import { notFoundPage } from '../shell/not-found.server';
import type { PageFrameData } from '../shell/frame-data';
import { productDataConfig } from '../server/upstream/product-data-config.server';
import { pageFacts } from '../server/request/request-context';
import { unavailablePage } from '../shell/unavailable.server';

/**
 * Spec product §2: Information Material + Media Assets tabs ('split'), or one merged tab ('all').
 * A page option: every brand uses the split tabs until the CMS offers the setting.
 */
const DOWNLOADS_TAB_MODE: DownloadsTabMode = 'split';

/**
 * What the visitor may see of the downloads (spec product §5, §6), from the request's viewer:
 * anonymous visitors get the info tab only, restricted files locked and phased-out products behind
 * sign-in; a signed-in customer's account flags open restricted files and pre-launch products.
 */
function downloadsViewer(viewer: Viewer): DownloadsViewer {
  if (!isSignedIn(viewer, { editorActive: false })) return { ...ANONYMOUS_DOWNLOADS_VIEWER, canAccessPreLaunch: viewer.canAccessPreLaunchProducts };
  return { signedIn: true, canAccessRestricted: viewer.canDownloadRestricted, canAccessPreLaunch: viewer.canAccessPreLaunchProducts };
}

/**
 * /{lang?}/downloadsPage/{name}/{article?} (spec product §2, §4, §5, §7): the downloads page of
 * @mbw/shop-catalog, from getDownloadsExtended on the server. An unknown product is the not-found
 * page, an article number that is not one of its variants redirects to the product's downloads
 * page, a failing gateway renders 'Something went wrong' (503) in the site frame. The HTML depends
 * on the device (User-Agent: checkboxes or click-to-download) and, later, on the visitor: never
 * shared by caches.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const { language, publicOrigin: origin, market, viewer } = facts;
  const match = matchSitePath(url.pathname);
  if (match.kind !== 'downloads') throw await notFoundPage(facts, { personal: true });

  const load = await loadDownloads(productDataConfig(), {
    name: match.productSlug,
    language: language.tag,
    articleNumber: match.articleNumber,
    market,
    signal: request.signal,
    onUnavailable: (part, error) => logEvent('warn', `downloads.${part}-unavailable`, { product: match.productSlug, language: language.tag, error: error.message }),
  });
  const headers = new Headers({ 'Cache-Control': CACHE_PRIVATE });
  headers.set('Vary', 'User-Agent');
  if (load.kind === 'unknown-variant') {
    throw redirect(`/${language.tag}${downloadsPath({ productName: load.englishName })}${url.search}`, { status: 302, headers });
  }
  const access = load.kind === 'found' ? downloadsAccess(load, downloadsViewer(viewer)) : null;
  if (load.kind === 'not-found' || access === 'not-found') throw await notFoundPage(facts, { personal: true });
  if (load.kind === 'error') {
    const itemPath = downloadsPath({ productName: match.productSlug, articleNumber: match.articleNumber });
    return unavailablePage(facts, { url, itemPath, event: 'downloads.failed', error: load.error });
  }

  // The page's code loads alongside the messages, so the server render never suspends.
  const [i18n] = await Promise.all([serverI18n(language.language), preloadDownloadsPage()]);
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
  const seo = pageMeta({
    title: i18n._(msg`Downloads – ${name}`),
    description: i18n._(msg`Operating instructions, brochures, datasheets and other documents for ${name} to download.`),
    siteName: brand.displayName,
    origin,
    language: language.tag,
    pathFor: (tag) => localizedPath(tag, itemPath),
  });
  const frame: PageFrameData = { itemPath, breadcrumbs: [] };
  return data({ kind: 'downloads' as const, seo, frame, view }, { headers });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

export default function DownloadsRoute() {
  const page = useLoaderData<typeof loader>();
  return page.kind === 'downloads' ? <DownloadsPage view={page.view} /> : <DownloadsPageError retryHref={page.retryHref} />;
}
