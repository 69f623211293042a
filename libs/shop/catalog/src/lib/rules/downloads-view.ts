import type { DownloadItem, DownloadsExtended } from '@mbw/api-clients';
import { downloadsBackLink, type BackLink } from './downloads-back-link';
import type { Viewer } from '@mbw/account-data-access';
import { downloadsTabs, downloadsViewer, type DownloadsTabId, type DownloadsTabMode } from './downloads-visibility';

/** Where a locked download's "Request access" prompt leads (the contact page, with the asset name). */
export const REQUEST_ACCESS_PATH = '/contact';

/** One download as the page renders it. A locked row never carries the file URL. */
export interface DownloadRow {
  /** Unique within its tab (the asset name; a repeated one gets a suffix). */
  id: string;
  title: string;
  assetName: string;
  category: string;
  language: string;
  languageShort: string;
  isVisibleForAllLanguages: boolean;
  approvedForWeb: boolean;
  /** 'PDF', 'SVG' … from the file URL; null when it has no extension. */
  fileType: string | null;
  /** The file URL; null for a locked (restricted) row. */
  href: string | null;
  /** The name the file is saved under: the asset name plus the file's extension. */
  fileName: string;
  locked: boolean;
  /** For locked rows: the request-access link (contact page with the asset name). */
  requestHref: string | null;
}

export interface DownloadsTabView {
  id: DownloadsTabId;
  categories: string[];
  languages: Array<{ language: string; languageShort: string }>;
  rows: DownloadRow[];
}

export interface DownloadsPageView {
  productName: string;
  productPath: string;
  back: BackLink;
  /** 'sign-in': a phased-out product for an anonymous visitor (no tabs then). */
  access: 'ok' | 'sign-in';
  tabs: DownloadsTabView[];
  /** Desktop devices get checkboxes and bulk download; others click to download (spec product §4). */
  bulk: boolean;
}

function extensionOf(url: string): string | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{1,8})$/i.exec(path);
  return match ? (match[1] as string).toLowerCase() : null;
}

export function downloadRow(item: DownloadItem, options: { canAccessRestricted: boolean; id?: string }): DownloadRow {
  const locked = item.isPrivate && !options.canAccessRestricted;
  const extension = extensionOf(item.url);
  const assetName = item.assetName.trim() || item.title.trim() || 'download';
  const fileName = extension && !assetName.toLowerCase().endsWith(`.${extension}`) ? `${assetName}.${extension}` : assetName;
  return {
    id: options.id ?? assetName,
    title: item.title.trim() || assetName,
    assetName,
    category: item.category,
    language: item.language,
    languageShort: item.languageShort,
    isVisibleForAllLanguages: item.isVisibleForAllLanguages,
    approvedForWeb: item.approvedForWeb,
    fileType: extension ? extension.toUpperCase() : null,
    href: locked || !item.url.trim() ? null : item.url,
    fileName,
    locked,
    requestHref: locked
      ? `${REQUEST_ACCESS_PATH}?${new URLSearchParams({ subject: 'download-access', asset: assetName }).toString()}`
      : null,
  };
}

/**
 * The downloads page's data, built on the server (so locked files' URLs never reach the browser
 * and unapproved items are dropped before they are sent): the viewer's tabs with their rows.
 */
export function downloadsPageView(input: {
  productName: string;
  productPath: string;
  data: DownloadsExtended;
  viewer: Viewer;
  mode: DownloadsTabMode;
  access: 'ok' | 'sign-in';
  from: string | null;
  bulk: boolean;
}): DownloadsPageView {
  const viewer = downloadsViewer(input.viewer);
  const tabs =
    input.access === 'ok'
      ? downloadsTabs(input.data, { mode: input.mode, viewer }).map(({ id, list }) => {
          const seen = new Map<string, number>();
          const rows = list.items
            .filter((item) => item.approvedForWeb)
            .map((item) => {
              const key = item.assetName.trim() || item.title.trim() || 'download';
              const count = seen.get(key) ?? 0;
              seen.set(key, count + 1);
              return downloadRow(item, { canAccessRestricted: viewer.canAccessRestricted, id: count === 0 ? key : `${key}~${count + 1}` });
            });
          const categories = list.categories.filter((category) => rows.some((row) => row.category === category));
          for (const row of rows) if (!categories.includes(row.category)) categories.push(row.category);
          const languages = list.languages.filter((language) => rows.some((row) => row.languageShort === language.languageShort));
          return { id, categories, languages, rows };
        })
      : [];
  return {
    productName: input.productName,
    productPath: input.productPath,
    back: downloadsBackLink(input.from, input.productPath),
    access: input.access,
    tabs,
    bulk: input.bulk,
  };
}
