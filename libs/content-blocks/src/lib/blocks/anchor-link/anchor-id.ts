/** Longest anchor id kept; ids are for URLs (`#section`), so they stay short. */
export const ANCHOR_ID_MAX_LENGTH = 64;

/**
 * An editor's anchor name as a safe, stable HTML id: lower case, accents folded ('Über uns' →
 * 'uber-uns'), a leading '#' dropped, anything but a–z, 0–9, '-' and '_' turned into '-',
 * dashes collapsed and trimmed, cut at 64 characters. An id must not start with a digit
 * (CSS selectors and some scroll libraries choke on it), so such ids get an 'a-' prefix.
 * Returns '' when nothing usable is left.
 */
export function sanitizeAnchorId(value: unknown): string {
  if (typeof value !== 'string') return '';
  const cleaned = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^[\s#]+/, '')
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '');
  if (!cleaned) return '';
  const id = /^[0-9]/.test(cleaned) ? `a-${cleaned}` : cleaned;
  return id.slice(0, ANCHOR_ID_MAX_LENGTH).replace(/[-_]+$/, '');
}
