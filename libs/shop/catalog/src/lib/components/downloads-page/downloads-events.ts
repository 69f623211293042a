import { downloadEvent, pushAnalyticsEvent } from '@mbw/analytics';
import type { DownloadRow } from '../../rules/downloads-view';

/**
 * The download event (spec product §4 "then logs a download event"): a DOM CustomEvent on window,
 * once per file saved, for analytics to listen to (the shop itself pushes nothing):
 *   window.addEventListener('mbw:download', (event) => event.detail.assetName …)
 */
export const DOWNLOAD_EVENT = 'mbw:download';

export interface DownloadEventDetail {
  assetName: string;
  title: string;
  category: string;
  language: string;
  /** 'bulk': saved by "Download selected"; 'single': a file's own download link. */
  mode: 'bulk' | 'single';
}

export function dispatchDownloadEvent(row: DownloadRow, mode: DownloadEventDetail['mode']): void {
  if (typeof window === 'undefined') return;
  const detail: DownloadEventDetail = {
    assetName: row.assetName,
    title: row.title,
    category: row.category,
    language: row.languageShort,
    mode,
  };
  window.dispatchEvent(new CustomEvent<DownloadEventDetail>(DOWNLOAD_EVENT, { detail }));
}

/**
 * Spec shop §7 "download" into the dataLayer (with consent, @mbw/analytics): a file's own link
 * pushes one file; a bulk download one push once it has finished, with the files it saved
 * (spec product §4 "…, then logs a download event").
 */
export function pushDownloads(rows: readonly DownloadRow[], mode: DownloadEventDetail['mode']): void {
  if (rows.length === 0) return;
  pushAnalyticsEvent(
    downloadEvent(
      rows.map((row) => ({ file_name: row.fileName, title: row.title, category: row.category, language: row.languageShort })),
      mode,
    ),
  );
}

/**
 * Spec product §4, §7: fetch the file as a blob and save it under its file name (a temporary
 * object URL on a `download` link). Rejects on a failed request: the caller stays silent (§8).
 */
export async function saveFile(row: DownloadRow, fetchFile: typeof fetch = fetch): Promise<void> {
  if (!row.href) throw new Error(`No file for ${row.assetName}`);
  const response = await fetchFile(row.href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download of ${row.assetName} failed: ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = row.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
