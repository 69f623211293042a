import { describe, expect, it } from 'vitest';
import { coordinateValue, hasMapCoordinates, openStreetMapUrl, parseContentDate } from './event-dates';

describe('parseContentDate', () => {
  it('reads ISO and Sitecore compact dates and treats the empty date as missing', () => {
    expect(parseContentDate('2025-03-12T09:00:00Z')?.toISOString()).toBe('2025-03-12T09:00:00.000Z');
    expect(parseContentDate('20250312T090000Z')?.toISOString()).toBe('2025-03-12T09:00:00.000Z');
    expect(parseContentDate('0001-01-01T00:00:00Z')).toBeNull();
    expect(parseContentDate('soon')).toBeNull();
    expect(parseContentDate(undefined)).toBeNull();
  });
});

describe('map coordinates', () => {
  it('needs both latitude and longitude, non-zero and in range', () => {
    expect(hasMapCoordinates(47.05, 8.3)).toBe(true);
    expect(hasMapCoordinates(0, 8.3)).toBe(false);
    expect(hasMapCoordinates(47.05, 0)).toBe(false);
    expect(hasMapCoordinates(null, 8.3)).toBe(false);
    expect(hasMapCoordinates(91, 8.3)).toBe(false);
  });

  it('reads coordinate fields and links to OpenStreetMap at zoom 13', () => {
    expect(coordinateValue('47.05')).toBe(47.05);
    expect(coordinateValue('')).toBeNull();
    expect(coordinateValue('north')).toBeNull();
    expect(openStreetMapUrl(47.05, 8.3)).toBe('https://www.openstreetmap.org/?mlat=47.05&mlon=8.3#map=13/47.05/8.3');
  });
});
