/** Spec discovery §9: event dates use the Amsterdam time zone. */
export const EVENT_TIME_ZONE = 'Europe/Amsterdam';

/** The calendar day of an instant in Amsterdam, as `YYYY-MM-DD`. */
export function amsterdamDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

export interface EventDateRange {
  /** Start and end fall on the same day in Amsterdam (or there is no end). */
  sameDay: boolean;
  text: string;
}

/**
 * The event's date range in the page locale and the Amsterdam time zone: a same-day event is one
 * date with a time range ("26 Oct 2025, 00:30–16:00"); a longer one runs from one date to the other
 * ("11–14 Mar 2025"). No end date (or an end before the start) → the start date and time.
 */
export function formatEventDateRange(start: Date, end: Date | null, locale: string): EventDateRange {
  const withTime = new Intl.DateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
  if (!end || end.getTime() <= start.getTime()) return { sameDay: true, text: withTime.format(start) };
  if (amsterdamDay(start) === amsterdamDay(end)) return { sameDay: true, text: withTime.formatRange(start, end) };
  const dateOnly = new Intl.DateTimeFormat(locale, { timeZone: EVENT_TIME_ZONE, dateStyle: 'medium' });
  return { sameDay: false, text: dateOnly.formatRange(start, end) };
}
