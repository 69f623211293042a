import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { buildSchema, graphql } from 'graphql';
import type { CustomerProfileLookup } from '../account/profile.ts';
import { json, type Route } from '../http/types.ts';
import { contentLanguage, normaliseItemPath } from './layout-service.ts';

/**
 * The content GraphQL endpoint (Sitecore Experience Edge shape: POST /sitecore/api/graph/edge with
 * an sc_apikey header), executed by graphql-js against the repository's schema file
 * (schemas/content.graphql, the same one codegen types the site's documents against), so
 * malformed or unknown queries get real GraphQL errors.
 */
const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../../schemas/content.graphql');

interface ItemRecord {
  site: string;
  path: string;
  id: string;
  name: string;
  display_name: string;
  template: string;
  language: string;
  fields_json: string;
}

/** Experience Edge addresses an item by id or by its full content path: /sitecore/content/{site}/home/… */
const CONTENT_ROOT = /^\/sitecore\/content\/([^/]+)\/home(\/.*)?$/i;

/** A stable GUID-like id for a template name (the stand-in stores template names only). */
function templateId(name: string): string {
  const hex = createHash('sha1').update(`template:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface ContentGraphqlOptions {
  apiKey: string;
  /** The project-specific customerProfile query (account/profile.ts); null for everyone without it. */
  customerProfile?: CustomerProfileLookup;
}

/** What a resolver may know of the request: the bearer the site's proxy attached for a customer. */
interface RequestFacts {
  authorization: string | undefined;
}

export function contentGraphqlRoutes(db: DatabaseSync, options: ContentGraphqlOptions): Route[] {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const byId = db.prepare('SELECT * FROM items WHERE id = ? AND language = ?');
  const byPath = db.prepare('SELECT * FROM items WHERE site = ? AND lower(path) = ? AND language = ?');
  const childrenOf = db.prepare(
    'SELECT * FROM items WHERE site = ? AND language = ? AND lower(path) LIKE ? AND lower(path) NOT LIKE ? ORDER BY path',
  );

  const childPattern = (record: ItemRecord) => {
    const base = record.path === '/' ? '' : record.path.toLowerCase();
    // `_` needs a character: the home item (path /) is not its own child.
    return [`${base}/_%`, `${base}/_%/%`] as const;
  };
  const children = (record: ItemRecord) => childrenOf.all(record.site, record.language, ...childPattern(record)) as unknown as ItemRecord[];
  const fieldsOf = (record: ItemRecord) =>
    Object.entries((JSON.parse(record.fields_json) ?? {}) as Record<string, unknown>).map(([name, field]) => {
      const value = (field as { value?: unknown } | null)?.value;
      return {
        __typename: 'TextField',
        name,
        value: typeof value === 'string' ? value : value === undefined ? null : JSON.stringify(value),
        jsonValue: field,
      };
    });

  /** The GraphQL Item for a stored item (resolvers for its nested fields close over the record). */
  const toItem = (record: ItemRecord): Record<string, unknown> => ({
    __typename: 'UnknownItem',
    id: record.id,
    name: record.name,
    displayName: record.display_name,
    path: `/sitecore/content/${record.site}/home${record.path === '/' ? '' : record.path}`,
    url: {
      path: record.path,
      url: `https://www.${record.site}.kestrel.example${record.path}`,
      hostName: `www.${record.site}.kestrel.example`,
      siteName: record.site,
      scheme: 'https',
    },
    template: { id: templateId(record.template), name: record.template },
    hasChildren: () => children(record).length > 0,
    language: { name: record.language },
    parent: () => {
      if (record.path === '/') return null;
      const parentPath = record.path.split('/').slice(0, -1).join('/') || '/';
      const parent = byPath.get(record.site, parentPath.toLowerCase(), record.language) as ItemRecord | undefined;
      return parent ? toItem(parent) : null;
    },
    children: ({
      first,
      after,
      includeTemplateIDs,
      excludeTemplateIDs,
    }: {
      first?: number;
      after?: string;
      includeTemplateIDs?: string[];
      excludeTemplateIDs?: string[];
    }) => {
      const normalise = (ids: string[] | undefined) => ids?.map((id) => id.replace(/[{}-]/g, '').toLowerCase());
      const [include, exclude] = [normalise(includeTemplateIDs), normalise(excludeTemplateIDs)];
      const matching = children(record).filter((child) => {
        const id = templateId(child.template).replace(/-/g, '');
        return (!include || include.includes(id)) && (!exclude || !exclude.includes(id));
      });
      const start = after ? Number(Buffer.from(after, 'base64').toString('utf8')) || 0 : 0;
      const page = matching.slice(start, first === undefined ? undefined : start + Math.max(0, first));
      const end = start + page.length;
      return {
        results: page.map(toItem),
        total: matching.length,
        pageInfo: { endCursor: page.length ? Buffer.from(String(end)).toString('base64') : null, hasNext: end < matching.length },
      };
    },
    field: ({ name }: { name: string }) => fieldsOf(record).find((field) => field.name.toLowerCase() === name.toLowerCase()) ?? null,
    fields: () => fieldsOf(record),
  });

  const findItem = (pathOrId: string, language: string, site: string | null): ItemRecord | undefined => {
    const guid = /^\{?([0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12})\}?$/i.exec(pathOrId)?.[1];
    if (guid) {
      const plain = guid.replace(/-/g, '').toLowerCase();
      const dashed = `${plain.slice(0, 8)}-${plain.slice(8, 12)}-${plain.slice(12, 16)}-${plain.slice(16, 20)}-${plain.slice(20)}`;
      return byId.get(dashed, language) as ItemRecord | undefined;
    }
    const full = CONTENT_ROOT.exec(pathOrId);
    if (full) return byPath.get(full[1]!.toLowerCase(), normaliseItemPath(full[2] ?? '/'), language) as ItemRecord | undefined;
    // A path relative to the site's home, with the site from the request (the site's proxy adds sc_site).
    return site ? (byPath.get(site, normaliseItemPath(pathOrId), language) as ItemRecord | undefined) : undefined;
  };

  const rootValueFor = (site: string | null) => ({
    allpath: ({ id, lang }: { id: string; lang?: string }) => {
      const language = contentLanguage(lang ?? 'en');
      if (!language) return null;
      const item = byId.get(id.replace(/[{}]/g, '').toLowerCase(), language) as ItemRecord | undefined;
      if (!item) return null;
      const segments = item.path.split('/').filter(Boolean);
      const ancestorPaths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
      const breadcrumbs = ancestorPaths
        .map((itemPath) => byPath.get(item.site, itemPath, language) as ItemRecord | undefined)
        .filter((record): record is ItemRecord => record !== undefined)
        .map((record) => ({ id: record.id, name: record.display_name, path: record.path }));
      return { breadcrumbs };
    },
    item: ({ path: pathOrId, language }: { path: string; language: string }) => {
      const content = contentLanguage(language);
      if (!content) return null;
      const record = findItem(pathOrId, content, site);
      return record ? toItem(record) : null;
    },
    // The map page's back link (spec discovery §7): the previous page when it is an item of the same
    // site, else the current item's configured BackToUrl and BackToDescription (sitecore/seed/locator-page.ts).
    backToInfoForSalesAndServiceCenters: ({
      previousItemId,
      curentItemId,
      lang,
    }: {
      previousItemId?: string | null;
      curentItemId: string;
      lang?: string | null;
    }) => {
      const language = contentLanguage(lang ?? 'en');
      if (!language) return null;
      const current = findItem(curentItemId, language, null);
      if (!current) return null;
      const previous = previousItemId ? findItem(previousItemId, language, null) : undefined;
      if (previous && previous.site === current.site && previous.id !== current.id)
        return { url: previous.path, description: previous.display_name };
      const fields = (JSON.parse(current.fields_json) ?? {}) as Record<string, { value?: unknown } | undefined>;
      const url = fields['BackToUrl']?.value;
      const description = fields['BackToDescription']?.value;
      return typeof url === 'string' && typeof description === 'string' ? { url, description } : null;
    },
    customerProfile: ({ id, language }: { id: string; language: string }, facts: RequestFacts) => {
      if (!contentLanguage(language)) return null;
      return options.customerProfile?.(facts.authorization, id) ?? null;
    },
  });

  return [
    {
      method: 'POST',
      path: '/sitecore/api/graph/edge',
      service: 'graphql',
      handler: async ({ req, body }) => {
        if (req.headers['sc_apikey'] !== options.apiKey) return json(401, { errors: [{ message: 'Invalid sc_apikey header' }] });
        const { query, variables, operationName } = (body ?? {}) as {
          query?: unknown;
          variables?: unknown;
          operationName?: unknown;
        };
        if (typeof query !== 'string') return json(400, { errors: [{ message: 'Body must carry a "query" string' }] });
        const site = new URL(req.url ?? '/', 'http://local').searchParams.get('sc_site')?.toLowerCase() ?? null;
        const result = await graphql({
          schema,
          source: query,
          rootValue: rootValueFor(site),
          contextValue: { authorization: req.headers.authorization } satisfies RequestFacts,
          variableValues: typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : undefined,
          operationName: typeof operationName === 'string' ? operationName : undefined,
        });
        return json(200, result);
      },
    },
  ];
}
