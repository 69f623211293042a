import { isIP } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { json, type Route } from '../http/types.ts';
import { ipv4ToInt } from './seed/geo-ranges.ts';

/** The client address: first X-Forwarded-For entry (the site's proxy sets it), else the socket peer. */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  const candidate = first && isIP(first) ? first : (socketAddress ?? '');
  if (candidate === '::1') return '127.0.0.1';
  return candidate.startsWith('::ffff:') ? candidate.slice('::ffff:'.length) : candidate;
}

interface CountryRange {
  country: string;
  latitude: number;
  longitude: number;
}

/** The seeded range (seed/geo-ranges.ts) an IPv4 address, as an integer, falls in. */
function rangeLookup(db: DatabaseSync): (address: number) => CountryRange | undefined {
  const statement = db.prepare('SELECT country, latitude, longitude FROM geo_ranges WHERE first <= ? AND last >= ?');
  return (address) => statement.get(address, address) as CountryRange | undefined;
}

/** Geo-ip (spec discovery §7): the visitor's country and a map centre, from the seeded IPv4 ranges. */
export function geoIpRoutes(db: DatabaseSync): Route[] {
  const rangeOf = rangeLookup(db);
  return [
    {
      method: 'GET',
      path: '/ResolveCountryByIp.aspx',
      service: 'geoip',
      handler: ({ req }) => {
        const address = ipv4ToInt(clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
        const range = address === null ? undefined : rangeOf(address);
        if (!range) return json(200, { Country: 'N/A' });
        return json(200, { Country: range.country, Latitude: range.latitude, Longitude: range.longitude });
      },
    },
  ];
}
