/** Spec shop §2, §5, §9: a list name is shown cut to 24 characters. */
export const LIST_NAME_MAX = 24;

/** The name as shown: at most 24 characters (code points, never half an emoji), an ellipsis counted in when cut. */
export function shortListName(name: string): string {
  const characters = Array.from(name.trim());
  return characters.length <= LIST_NAME_MAX ? characters.join('') : `${characters.slice(0, LIST_NAME_MAX - 1).join('')}…`;
}

/**
 * Spec shop §2: dates as day.month.year (27.11.2026), in every language, from the ISO date or
 * timestamp the API or the cookie holds (its calendar day as written, no time-zone shift); '' when
 * there is none or it is no date.
 */
export function formatWishlistDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return '';
  return `${day}.${month}.${year}`;
}
