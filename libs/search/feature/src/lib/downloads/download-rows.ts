import { downloadEvent, pushAnalyticsEvent } from '@mbw/analytics';
import { isRestrictedResult, RESTRICTED_FIELD, type RestrictedDownloads } from '@mbw/search-data-access';

/** The fields a download row reads besides the result list's own (the stand-in and the real index name them so). */
export const DOWNLOAD_FIELDS = [RESTRICTED_FIELD, 'fileformat', 'downloadtype', 'language'] as const;

/** Where a locked file's request prompt leads: the contact page, with the file (as the product downloads page does). */
export const REQUEST_ACCESS_PATH = '/contact';

/** A result of a downloads lister as a row: what it shows and whether it can be downloaded. */
export interface DownloadRow {
  id: string;
  title: string;
  /** The download type (`@downloadtype`), in the page language. */
  type: string;
  /** The file format, upper case (PDF, ZIP); empty when unknown. */
  format: string;
  /** The file's URL; null when locked. */
  href: string | null;
  fileName: string;
  locked: boolean;
  /** Locked rows: the request prompt's link. */
  requestHref: string | null;
}

const text = (value: unknown): string => (Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : '').trim();

/** The file name of a URL's last segment (`/-/media/downloads/a.pdf` → `a.pdf`). */
function fileNameOf(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'download';
}

/**
 * A result as a download row (spec discovery §6): a restricted file is locked unless the viewer may
 * download restricted files ('download'); an 'excluded' viewer's query has none, and one that
 * slips through stays locked.
 */
export function downloadRowOf(
  result: { uniqueId: string; title: string; clickUri: string; raw: object },
  access: RestrictedDownloads,
): DownloadRow {
  const raw = result.raw as Record<string, unknown>;
  const locked = isRestrictedResult(raw) && access !== 'download';
  const fileName = fileNameOf(result.clickUri);
  const href = result.clickUri.trim();
  return {
    id: result.uniqueId,
    title: result.title.trim() || fileName,
    type: text(raw['downloadtype']),
    format: text(raw['fileformat']).toUpperCase(),
    href: locked || !href ? null : href,
    fileName,
    locked,
    requestHref: locked
      ? `${REQUEST_ACCESS_PATH}?${new URLSearchParams({ subject: 'download-access', asset: fileName }).toString()}`
      : null,
  };
}

/** The rows a visitor can tick for the bulk download: the ones with a file. */
export const selectableIds = (rows: readonly DownloadRow[]): string[] => rows.filter((row) => row.href !== null).map((row) => row.id);

/** Fetches a file and saves it under its name (a temporary object URL on a `download` link); rejects on a failed request. */
export async function saveDownload(row: DownloadRow, fetchFile: typeof fetch = fetch): Promise<void> {
  if (!row.href) throw new Error(`No file for ${row.id}`);
  const response = await fetchFile(row.href, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Download of ${row.fileName} failed: ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
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

/** Spec shop §7 "download" (with consent, @mbw/analytics): a file's link, or a finished bulk download with the files it saved. */
export function pushDownloadAnalytics(rows: readonly DownloadRow[], mode: 'single' | 'bulk'): void {
  if (rows.length === 0) return;
  pushAnalyticsEvent(
    downloadEvent(
      rows.map((row) => ({ file_name: row.fileName, title: row.title, category: row.type, language: '' })),
      mode,
    ),
  );
}
