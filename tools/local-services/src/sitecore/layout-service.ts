import type { DatabaseSync } from 'node:sqlite';
import { json, type Reply, type Route } from '../http/types.ts';
import { LANGUAGES, type Language } from './seed/sites.ts';

export interface SitecoreOptions {
  apiKey: string;
}

interface ItemRecord {
  site: string;
  path: string;
  language: string;
  id: string;
  name: string;
  display_name: string;
  template: string;
  fields_json: string;
  main_json: string;
}

/** de-CH → de (language fallback); anything that is not one of the four languages → null. */
export function contentLanguage(tag: string | null): Language | null {
  const base = (tag ?? '').split('-')[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

/** Item paths are case-insensitive and have no trailing slash (the home item is "/"). */
export function normaliseItemPath(item: string): string {
  const trimmed = `/${item.split('/').filter(Boolean).join('/')}`;
  return trimmed.toLowerCase();
}

const GUID = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i;

/** The JSS layout service and dictionary (REST, sc_apikey in the query). */
export function layoutServiceRoutes(db: DatabaseSync, options: SitecoreOptions): Route[] {
  const itemByPath = db.prepare('SELECT * FROM items WHERE site = ? AND lower(path) = ? AND language = ?');
  const itemById = db.prepare('SELECT * FROM items WHERE id = ? AND language = ?');
  const partialsOf = db.prepare('SELECT json FROM partials WHERE site = ? AND language = ?');
  const phrasesOf = db.prepare('SELECT key, phrase FROM dictionary WHERE site = ? AND language = ?');
  const knownSite = db.prepare('SELECT 1 FROM partials WHERE site = ? LIMIT 1');

  /**
   * The item at a path, or Sitecore's wildcard item: a child named `*` stands for any name at its
   * level (/my-account/orders/detail/* answers /my-account/orders/detail/{order id}).
   */
  const itemAt = (site: string, item: string, language: Language): ItemRecord | undefined => {
    const path = normaliseItemPath(item);
    const exact = itemByPath.get(site, path, language) as ItemRecord | undefined;
    if (exact || path === '/') return exact;
    return itemByPath.get(site, `${path.slice(0, path.lastIndexOf('/'))}/*`, language) as ItemRecord | undefined;
  };

  const unauthorised = (key: string | null): Reply | null =>
    key === options.apiKey ? null : json(401, { message: 'The API key is missing or not valid (sc_apikey).' });

  function route(record: ItemRecord, languageTag: string) {
    const partials = JSON.parse((partialsOf.get(record.site, record.language) as { json: string }).json) as Record<string, unknown[]>;
    return {
      name: record.name,
      displayName: record.display_name,
      itemId: record.id,
      itemLanguage: languageTag,
      itemVersion: 1,
      templateName: record.template,
      databaseName: 'web',
      fields: JSON.parse(record.fields_json) as unknown,
      placeholders: {
        'jss-header': partials['jss-header'] ?? [],
        'jss-main': JSON.parse(record.main_json) as unknown[],
        'jss-footer': partials['jss-footer'] ?? [],
      },
    };
  }

  return [
    {
      method: 'GET',
      path: '/sitecore/api/layout/render/jss',
      service: 'layout',
      handler: ({ url }) => {
        const denied = unauthorised(url.searchParams.get('sc_apikey'));
        if (denied) return denied;
        const site = url.searchParams.get('sc_site') ?? '';
        const languageTag = url.searchParams.get('sc_lang') ?? 'en';
        const item = url.searchParams.get('item') ?? '/';
        const language = contentLanguage(languageTag);
        const context = {
          pageEditing: false,
          pageState: 'normal',
          language: languageTag,
          itemPath: item,
          site: { name: site },
        };
        if (!knownSite.get(site) || !language) return json(404, { sitecore: { context, route: null } });
        const guid = GUID.exec(item);
        const record = (guid?.[1] ? itemById.get(guid[1].toLowerCase(), language) : itemAt(site, item, language)) as ItemRecord | undefined;
        if (!record || record.site !== site) return json(404, { sitecore: { context, route: null } });
        return json(200, { sitecore: { context, route: route(record, languageTag) } });
      },
    },
    {
      method: 'GET',
      path: '/sitecore/api/jss/dictionary/:app/:language',
      service: 'dictionary',
      handler: ({ url, params }) => {
        const denied = unauthorised(url.searchParams.get('sc_apikey'));
        if (denied) return denied;
        const language = contentLanguage(params['language'] ?? null);
        const app = params['app'] ?? '';
        if (!knownSite.get(app) || !language) return json(404, { message: `No dictionary for ${app}/${params['language']}` });
        const rows = phrasesOf.all(app, language) as Array<{ key: string; phrase: string }>;
        return json(200, { lang: params['language'], app, phrases: Object.fromEntries(rows.map((row) => [row.key, row.phrase])) });
      },
    },
  ];
}
