import type { DatabaseSync } from 'node:sqlite';

/**
 * IPv4 ranges the stand-in geo-ip lookup knows. Loopback is Switzerland so a local visitor gets a
 * sensible map centre; the three documentation ranges (RFC 5737) let tests pretend to be elsewhere
 * through X-Forwarded-For. Every other address answers Country N/A.
 */
export interface GeoRange {
  cidr: string;
  country: string;
  latitude: number;
  longitude: number;
}

export const GEO_RANGES: GeoRange[] = [
  { cidr: '127.0.0.0/8', country: 'CH', latitude: 47.3769, longitude: 8.5417 },
  { cidr: '192.0.2.0/24', country: 'DE', latitude: 52.52, longitude: 13.405 },
  { cidr: '198.51.100.0/24', country: 'FR', latitude: 48.8566, longitude: 2.3522 },
  { cidr: '203.0.113.0/24', country: 'IT', latitude: 41.9028, longitude: 12.4964 },
];

export function ipv4ToInt(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

export function cidrBounds(cidr: string): [number, number] {
  const [base, bits] = cidr.split('/');
  const start = ipv4ToInt(base ?? '');
  const prefix = Number(bits);
  if (start === null || !Number.isInteger(prefix) || prefix < 0 || prefix > 32) throw new Error(`Bad CIDR ${cidr}`);
  const size = 2 ** (32 - prefix);
  const first = Math.floor(start / size) * size;
  return [first, first + size - 1];
}

/** The SQLite table of the geo-ip stand-in: one row per range, first and last address as integers. */
export const GEO_IP_SCHEMA = `
  CREATE TABLE geo_ranges (first INTEGER NOT NULL, last INTEGER NOT NULL, country TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL);
`;

export const GEO_IP_TABLES = ['geo_ranges'];

/** Inserts GEO_RANGES (the caller holds the transaction). */
export function seedGeoRanges(db: DatabaseSync): void {
  const insertRange = db.prepare('INSERT INTO geo_ranges (first, last, country, latitude, longitude) VALUES (?, ?, ?, ?, ?)');
  for (const range of GEO_RANGES) {
    const [first, last] = cidrBounds(range.cidr);
    insertRange.run(first, last, range.country, range.latitude, range.longitude);
  }
}
