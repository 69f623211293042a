import type { DatabaseSync } from 'node:sqlite';
import { json, type Route } from '../http/types.ts';
import { contentLanguage } from './layout-service.ts';

/** Products menu and language/region data: the small site services of spec discovery §7. */
export function siteDataRoutes(db: DatabaseSync): Route[] {
  const menuOf = db.prepare('SELECT json FROM products_menu WHERE site = ? AND language = ?');
  const regionsOf = db.prepare('SELECT json FROM regions WHERE language = ?');

  return [
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
