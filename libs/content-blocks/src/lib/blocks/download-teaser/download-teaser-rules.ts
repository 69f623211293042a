/** Spec discovery §4 and §9: the download teaser shows 3 items first and reveals 3 more per click. */
export const DOWNLOAD_TEASER_STEP = 3;

/** How many items show before any click. */
export function initialVisibleCount(total: number, step: number = DOWNLOAD_TEASER_STEP): number {
  return Math.max(0, Math.min(step, total));
}

/** How many items show after one more click. */
export function revealMore(visible: number, total: number, step: number = DOWNLOAD_TEASER_STEP): number {
  return Math.max(0, Math.min(total, visible + step));
}

/** The number in the button label: min(step, remaining); 0 means there is nothing left to show. */
export function moreCount(visible: number, total: number, step: number = DOWNLOAD_TEASER_STEP): number {
  return Math.max(0, Math.min(step, total - visible));
}

const SIZE_UNITS = [
  ['GB', 1073741824],
  ['MB', 1048576],
  ['KB', 1024],
] as const;

/**
 * A file size for people: "2.4 MB". Accepts a number of bytes or a numeric string; text that is
 * not a plain number (an editor already wrote "2 MB") is returned trimmed as it is.
 */
export function formatFileSize(size: string | number, locale = 'en'): string {
  const bytes = typeof size === 'number' ? size : /^\d+$/.test(size.trim()) ? Number(size.trim()) : Number.NaN;
  if (!Number.isFinite(bytes)) return typeof size === 'string' ? size.trim() : '';
  const unit = SIZE_UNITS.find(([, base]) => bytes >= base);
  if (!unit) return `${bytes} B`;
  const value = bytes / unit[1];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${unit[0]}`;
}

/** The file type shown next to a download: the given type, else the link's extension ("PDF"). */
export function fileTypeLabel(type: string, href: string): string {
  if (type.trim() !== '') return type.trim().toUpperCase();
  const path = href.split(/[?#]/)[0] ?? '';
  const match = /\.([a-z0-9]{1,5})$/i.exec(path);
  return match?.[1] ? match[1].toUpperCase() : '';
}
