import { isSignedIn, type Viewer } from '@mbw/account-data-access';
import type { DownloadItem, DownloadList, DownloadsExtended } from '@mbw/api-clients';

/** The filter value meaning "no restriction" (language and category selects). */
export const DOWNLOADS_ALL = 'all';

/**
 * What the downloads rules need to know of who is looking (spec product §5, §6), from the
 * request's `Viewer` (downloadsViewer):
 * - signedIn: media assets and downloads of phased-out products;
 * - canAccessRestricted: private (isPrivate) files can be downloaded, otherwise they are locked;
 * - canAccessPreLaunch: downloads of pre-launch products (userCanAccessPreLaunchProducts).
 */
export interface DownloadsViewer {
  signedIn: boolean;
  canAccessRestricted: boolean;
  canAccessPreLaunch: boolean;
}

export const ANONYMOUS_DOWNLOADS_VIEWER: DownloadsViewer = { signedIn: false, canAccessRestricted: false, canAccessPreLaunch: false };

/**
 * What the visitor may see of the downloads (spec product §5, §6), from the request's viewer:
 * anonymous visitors get the info tab only, restricted files locked and phased-out products behind
 * sign-in; a signed-in customer's account flags open restricted files and pre-launch products.
 */
export function downloadsViewer(viewer: Viewer): DownloadsViewer {
  if (!isSignedIn(viewer, { editorActive: false }))
    return { ...ANONYMOUS_DOWNLOADS_VIEWER, canAccessPreLaunch: viewer.canAccessPreLaunchProducts };
  return { signedIn: true, canAccessRestricted: viewer.canDownloadRestricted, canAccessPreLaunch: viewer.canAccessPreLaunchProducts };
}

export interface DownloadsFilter {
  category: string;
  language: string;
}

/** The filter after a tab change (spec product §2: both reset to All). */
export const DOWNLOADS_FILTER_ALL: DownloadsFilter = { category: DOWNLOADS_ALL, language: DOWNLOADS_ALL };

/**
 * Spec product §5: a download item is shown only if approved for web and matching the chosen
 * category and language (or visible for all languages). 'all' matches every value.
 */
export function isDownloadVisible(
  item: Pick<DownloadItem, 'approvedForWeb' | 'category' | 'languageShort' | 'isVisibleForAllLanguages'>,
  filter: DownloadsFilter,
): boolean {
  if (!item.approvedForWeb) return false;
  if (filter.category !== DOWNLOADS_ALL && item.category !== filter.category) return false;
  if (filter.language === DOWNLOADS_ALL || item.isVisibleForAllLanguages) return true;
  return item.languageShort.toLowerCase() === filter.language.toLowerCase();
}

/**
 * Whether the product's downloads may be shown at all (spec product §5, §6): pre-launch products
 * need the pre-launch capability ('not-found' otherwise, like the product page), phased-out ones a
 * signed-in visitor ('sign-in' prompt otherwise).
 */
export function downloadsAccess(product: { isPhasedOut: boolean; isPreLaunch: boolean }, visitor: Viewer): 'ok' | 'sign-in' | 'not-found' {
  const viewer = downloadsViewer(visitor);
  if (product.isPreLaunch && !viewer.canAccessPreLaunch) return 'not-found';
  if (product.isPhasedOut && !viewer.signedIn) return 'sign-in';
  return 'ok';
}

/** 'split' = Information Material + Media Assets tabs; 'all' = one merged tab (a page option). */
export type DownloadsTabMode = 'split' | 'all';
export type DownloadsTabId = 'info' | 'media' | 'all';

export interface DownloadsTabList {
  id: DownloadsTabId;
  list: DownloadList;
}

/**
 * The tabs a viewer gets (spec product §2, §5): in 'split' mode Information Material, plus Media
 * Assets for signed-in visitors; in 'all' mode the merged list — without the media assets for
 * anonymous visitors (an item of the merged list is a media asset when its asset name is in the
 * media list).
 */
export function downloadsTabs(data: DownloadsExtended, options: { mode: DownloadsTabMode; viewer: DownloadsViewer }): DownloadsTabList[] {
  if (options.mode === 'all') {
    if (options.viewer.signedIn) return [{ id: 'all', list: data.all }];
    const media = new Set(data.media.items.map((item) => item.assetName));
    const items = data.all.items.filter((item) => !media.has(item.assetName));
    const categories = data.all.categories.filter((category) => items.some((item) => item.category === category));
    const languages = data.all.languages.filter((language) => items.some((item) => item.languageShort === language.languageShort));
    return [
      {
        id: 'all',
        list: {
          ...data.all,
          items,
          categories,
          languages,
          filteredItems: data.all.filteredItems.filter((item) => !media.has(item.assetName)),
        },
      },
    ];
  }
  const tabs: DownloadsTabList[] = [{ id: 'info', list: data.info }];
  if (options.viewer.signedIn) tabs.push({ id: 'media', list: data.media });
  return tabs;
}
