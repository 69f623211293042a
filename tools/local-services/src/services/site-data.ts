import type { DatabaseSync } from 'node:sqlite';
import { isIP } from 'node:net';
import { json, type Route } from '../http/types.ts';
import { ipv4ToInt } from '../seed/geo.ts';
import { contentLanguage } from './sitecore.ts';

/** The client address: first X-Forwarded-For entry (the site's proxy sets it), else the socket peer. */
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  const candidate = first && isIP(first) ? first : (socketAddress ?? '');
  if (candidate === '::1') return '127.0.0.1';
  return candidate.startsWith('::ffff:') ? candidate.slice('::ffff:'.length) : candidate;
}

/** Geo-ip, products menu and language/region data: the small site services of spec discovery §7. */
export function siteDataRoutes(db: DatabaseSync): Route[] {
  const rangeOf = db.prepare('SELECT country, latitude, longitude FROM geo_ranges WHERE first <= ? AND last >= ?');
  const menuOf = db.prepare('SELECT json FROM products_menu WHERE site = ? AND language = ?');
  const regionsOf = db.prepare('SELECT json FROM regions WHERE language = ?');

  return [
    {
      method: 'GET',
      path: '/ResolveCountryByIp.aspx',
      service: 'geoip',
      handler: ({ req }) => {
        const address = ipv4ToInt(clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress));
        const range = address === null ? undefined : (rangeOf.get(address, address) as { country: string; latitude: number; longitude: number } | undefined);
        if (!range) return json(200, { Country: 'N/A' });
        return json(200, { Country: range.country, Latitude: range.latitude, Longitude: range.longitude });
      },
    },
    {
      method: 'GET',
      path: '/api/menu/products',
      service: 'menu',
      handler: ({ url }) => {
        const language = contentLanguage(url.searchParams.get('sc_lang') ?? 'en');
        const row = language ? (menuOf.get(url.searchParams.get('site') ?? '', language) as { json: string } | undefined) : undefined;
        if (!row) return json(404, { message: 'Unknown site or language' });
        return { status: 200, body: JSON.parse(row.json) };
      },
    },
    {
      method: 'GET',
      path: '/api/LanguageSelector/regions',
      service: 'regions',
      handler: ({ url }) => {
        const language = contentLanguage(url.searchParams.get('sc_lang') ?? 'en') ?? 'en';
        const row = regionsOf.get(language) as { json: string };
        return { status: 200, body: JSON.parse(row.json) };
      },
    },
  ];
}
