import type { Viewer } from '@mbw/account-data-access';
import type { BreadcrumbEntryData, LayoutResult, RouteData } from '@mbw/api-clients';
import { localizedPath, matchSitePath, organizationJsonLd, webSiteJsonLd, type PageMetaInput } from '@mbw/util';
import type { BlockData } from '../placeholder/block-data';
import { preloadBlocks } from '../placeholder/lazy-block';
import { loadBlockData, type BlockDataLoader } from './block-data-load';
import type { ComponentMap } from '../placeholder/component-map';
import { sanitizeRoute } from '../sanitize/sanitize-rich-text';
import { decidePage, shouldFetchNotFoundItem } from './content-page-decision';
import { contentPageMeta } from './content-page-meta';

/** What the content page needs of the app for this request (ARCHITECTURE §4: passed in, never imported). */
export interface ContentPageContext {
  url: URL;
  language: { tag: string };
  /** The public origin of absolute URLs. */
  origin: string;
  siteName: string;
  /** The brand's logo (the home page's Organization JSON-LD). */
  logoSrc: string;
  /** The request's cache policy: 'private' when a cookie or the sign-in decides the page. */
  cachePolicy: 'shared' | 'private';
  componentMap: ComponentMap;
  /** Who asks: restricted pages send anonymous visitors home. */
  viewer: Viewer;
  /** The layout service (cached by the app) and the breadcrumb query of an item. */
  layout: (itemPath: string) => Promise<LayoutResult>;
  breadcrumbs: (itemId: string) => Promise<BreadcrumbEntryData[]>;
  log: (event: string, fields: Record<string, unknown>) => void;
  /**
   * Server data of the blocks that need it (the search feature's listers), by rendering. A page
   * with such data is private: it carries the viewer's search token.
   */
  blockData?: BlockDataLoader;
}

export interface ContentPageData {
  route: RouteData;
  seo: PageMetaInput;
  frame: { itemPath: string; breadcrumbs: BreadcrumbEntryData[]; structuredData?: Array<Record<string, unknown>> };
  /** What the blocks' server loaders fetched (BlockDataProvider gives it to them). */
  blockData: BlockData;
}

export type ContentPageLoad =
  | { kind: 'redirect-home'; location: string }
  /** The not-found page: `item` the 404 item when known (null: do not ask again), `personal` never shared. */
  | { kind: 'not-found'; options?: { item: RouteData | null | undefined; personal: boolean } }
  | { kind: 'page'; page: ContentPageData; cache: 'public' | 'private' };

/**
 * Every path that is not a product, downloads or proxy route: a content-managed page from the
 * layout service (spec discovery §2 "Page routing"), or not found. Only the main placeholder
 * travels (the shell has the header and footer), sanitised; the breadcrumb query and the code of
 * the page's lazy blocks load side by side. The home page introduces the brand to search engines
 * (schema.org Organization; the footer has no social-profile links yet, so no sameAs) and offers
 * its search to them (WebSite with a SearchAction on /{language}/Search?q=).
 */
export async function loadContentPage(context: ContentPageContext): Promise<ContentPageLoad> {
  const { url, language, origin, componentMap } = context;
  const match = matchSitePath(url.pathname);
  if (match.kind !== 'content') return { kind: 'not-found' };

  const { itemPath } = match;
  const decision = decidePage(await context.layout(itemPath), context.viewer);
  if (decision.kind === 'redirect-home') return { kind: 'redirect-home', location: localizedPath(language.tag, '/') };
  if (decision.kind === 'not-found') {
    if (decision.error) context.log('layout.failed', { path: url.pathname, language: language.tag, error: decision.error.message });
    const item = decision.notFoundRoute ?? (shouldFetchNotFoundItem(decision) ? undefined : null);
    return { kind: 'not-found', options: { item, personal: decision.error !== null } };
  }

  const { placeholders, ...page } = decision.route;
  const route = sanitizeRoute({ ...page, placeholders: { 'jss-main': placeholders['jss-main'] ?? [] } }, componentMap, {
    language: language.tag,
  });
  const seo = contentPageMeta({
    route,
    fallbackTitle: context.siteName,
    siteName: context.siteName,
    origin,
    language: language.tag,
    itemPath,
  });
  const [breadcrumbs, blockData] = await Promise.all([
    itemPath === '/' || !route.itemId ? [] : context.breadcrumbs(route.itemId),
    loadBlockData(route.placeholders, context.blockData),
    preloadBlocks(route, componentMap),
  ]);
  const home =
    itemPath === '/'
      ? [
          organizationJsonLd({
            name: context.siteName,
            url: new URL('/', origin).toString(),
            logo: new URL(context.logoSrc, origin).toString(),
          }),
          webSiteJsonLd({
            name: context.siteName,
            url: new URL('/', origin).toString(),
            searchUrl: `${new URL(localizedPath(language.tag, '/Search'), origin).toString()}?q={search_term_string}`,
          }),
        ]
      : [];
  const frame = { itemPath, breadcrumbs, ...(home.length > 0 ? { structuredData: home } : {}) };
  // A page whose language came from a cookie, or whose blocks carry a search token, differs per
  // visitor: never shared by caches.
  const personal = context.cachePolicy === 'private' || Object.keys(blockData).length > 0;
  return { kind: 'page', page: { route, seo, frame, blockData }, cache: personal ? 'private' : 'public' };
}
