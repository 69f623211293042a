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
