import type { Viewer } from '@mbw/account-data-access';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductDataConfig } from '@mbw/api-clients';
import { downloadsPath, localizedPath, matchSitePath, pageMeta } from '@mbw/util';
import { preloadDownloadsPage } from '../components/downloads-page/lazy-downloads-page';
import { isDesktopDevice } from '../rules/downloads-device';
import { downloadsPageView, type DownloadsPageView } from '../rules/downloads-view';
import { downloadsAccess, type DownloadsTabMode } from '../rules/downloads-visibility';
import { productPagePath } from '../rules/product-urls';
import { loadDownloads } from './downloads-load';
import type { CatalogPageHead, CatalogPageLoad, CatalogRequest } from './page-load';

/**
 * Spec product §2: Information Material + Media Assets tabs ('split'), or one merged tab ('all').
 * A page option: every brand uses the split tabs until the CMS offers the setting.
 */
const DOWNLOADS_TAB_MODE: DownloadsTabMode = 'split';

export interface DownloadsPageContext extends CatalogRequest {
  config: ProductDataConfig;
  /** Who asks: what they may see of the downloads (spec product §5, §6; rules/downloads-visibility). */
  viewer: Viewer;
  /** The request's User-Agent: desktop browsers get checkboxes (bulk download), others click-to-download. */
  userAgent: string | null;
  /** The messages of the page language (the page's title and description). */
  i18n: () => Promise<I18n>;
}

export interface DownloadsPageData extends CatalogPageHead {
  kind: 'downloads';
  view: DownloadsPageView;
}

/**
 * /{lang?}/downloadsPage/{name}/{article?} (spec product §2, §4, §5, §7) on the server, from
 * getDownloadsExtended. An unknown product is not found, an article number that is not one of its
 * variants redirects to the product's downloads page, a failing gateway is 'unavailable'. The HTML
 * depends on the device (User-Agent) and on the visitor: never shared by caches.
 */
export async function loadDownloadsPage(context: DownloadsPageContext): Promise<CatalogPageLoad<DownloadsPageData>> {
  const { url, language, origin } = context;
  const match = matchSitePath(url.pathname);
  if (match.kind !== 'downloads') return { kind: 'not-found' };

  const load = await loadDownloads(context.config, {
    name: match.productSlug,
    language: language.tag,
    articleNumber: match.articleNumber,
    market: context.market,
    signal: context.signal,
    onUnavailable: (part, error) =>
      context.log(`downloads.${part}-unavailable`, { product: match.productSlug, language: language.tag, error: error.message }),
  });
  const response = { cache: 'private', vary: 'User-Agent' } as const;
  if (load.kind === 'unknown-variant')
    return { kind: 'redirect', location: `/${language.tag}${downloadsPath({ productName: load.englishName })}${url.search}`, response };
  const access = load.kind === 'found' ? downloadsAccess(load, context.viewer) : null;
  if (load.kind === 'not-found' || access === 'not-found') return { kind: 'not-found' };
  if (load.kind === 'error') {
    return {
      kind: 'unavailable',
      itemPath: downloadsPath({ productName: match.productSlug, articleNumber: match.articleNumber }),
      event: 'downloads.failed',
      error: load.error,
    };
  }

  // The page's code loads alongside the messages, so the server render never suspends.
  const [i18n] = await Promise.all([context.i18n(), preloadDownloadsPage()]);
  const productPath = productPagePath({ language: language.tag, englishName: load.englishName, articleNumber: load.articleNumber });
  const view = downloadsPageView({
    productName: load.name,
    productPath,
    data: load.downloads,
    viewer: context.viewer,
    mode: DOWNLOADS_TAB_MODE,
    access: access === 'sign-in' ? 'sign-in' : 'ok',
    from: url.searchParams.get('from'),
    bulk: isDesktopDevice(context.userAgent),
  });
  const itemPath = downloadsPath({ productName: load.englishName, articleNumber: load.articleNumber });
  const name = load.name;
  const seo = pageMeta({
    title: i18n._(msg`Downloads – ${name}`),
    description: i18n._(msg`Operating instructions, brochures, datasheets and other documents for ${name} to download.`),
    siteName: context.siteName,
    origin,
    language: language.tag,
    pathFor: (tag) => localizedPath(tag, itemPath),
  });
  return { kind: 'page', page: { kind: 'downloads', seo, frame: { itemPath, breadcrumbs: [] }, view }, response };
}
