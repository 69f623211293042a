/** Spec discovery §9: event dates use the Amsterdam time zone. */
export const EVENT_TIME_ZONE = 'Europe/Amsterdam';
/** Spec discovery §9: event map zoom 13. */
export const EVENT_MAP_ZOOM = 13;

/**
 * A date field's value as a Date, or null. Reads ISO strings and Sitecore's compact form
 * (`20250312T090000Z`); Sitecore's empty date (`0001-01-01T00:00:00Z`) counts as missing.
 */
export function parseContentDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const raw = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(raw);
  const iso = compact ? `${compact[1]}-${compact[2]}-${compact[3]}T${compact[4]}:${compact[5]}:${compact[6]}${compact[7] ? 'Z' : ''}` : raw;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900) return null;
  return date;
}

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

/** A coordinate field as a number (fields hold strings), or null. */
export function coordinateValue(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Spec discovery §5: the map needs non-zero latitude and longitude (both in range). */
export function hasMapCoordinates(latitude: number | null, longitude: number | null): boolean {
  if (latitude === null || longitude === null) return false;
  if (latitude === 0 || longitude === 0) return false;
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
}

/** The point on OpenStreetMap at the event map zoom (stand-in for the styled map; dealer-map issue). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${EVENT_MAP_ZOOM}/${latitude}/${longitude}`;
}
