import type { DatabaseSync } from 'node:sqlite';
import { buildSchema, graphql } from 'graphql';
import { json, type Route } from '../http/types.ts';
import { contentLanguage, normaliseItemPath } from './sitecore.ts';

/**
 * The content GraphQL endpoint (Sitecore Experience Edge shape: POST /sitecore/api/graph/edge with
 * an sc_apikey header). Executed by graphql-js against this schema, so malformed or unknown
 * queries get real GraphQL errors. Later issues add the queries of spec discovery §7.
 */
export const CONTENT_SCHEMA_SDL = /* GraphQL */ `
  type Query {
    "BreadcrumbItems: the item's ancestors from the site's home item, then the item itself."
    allpath(id: String!, lang: String): AllPath
    "An item of a site by path, in a language."
    item(site: String!, path: String!, language: String): Item
  }
  type AllPath {
    breadcrumbs: [BreadcrumbItem!]!
  }
  type BreadcrumbItem {
    id: String!
    name: String!
    path: String!
  }
  type Item {
    id: String!
    name: String!
    displayName: String!
    path: String!
    template: String!
  }
`;

interface ItemRecord {
  site: string;
  path: string;
  id: string;
  name: string;
  display_name: string;
  template: string;
}

export function contentGraphqlRoutes(db: DatabaseSync, options: { apiKey: string }): Route[] {
  const schema = buildSchema(CONTENT_SCHEMA_SDL);
  const byId = db.prepare('SELECT * FROM items WHERE id = ? AND language = ?');
  const byPath = db.prepare('SELECT * FROM items WHERE site = ? AND lower(path) = ? AND language = ?');

  const toItem = (record: ItemRecord) => ({
    id: record.id,
    name: record.name,
    displayName: record.display_name,
    path: record.path,
    template: record.template,
  });

  const rootValue = {
    allpath: ({ id, lang }: { id: string; lang?: string }) => {
      const language = contentLanguage(lang ?? 'en');
      if (!language) return null;
      const item = byId.get(id.replace(/[{}]/g, '').toLowerCase(), language) as ItemRecord | undefined;
      if (!item) return null;
      const segments = item.path.split('/').filter(Boolean);
      const ancestorPaths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
      const breadcrumbs = ancestorPaths
        .map((path) => byPath.get(item.site, path, language) as ItemRecord | undefined)
        .filter((record): record is ItemRecord => record !== undefined)
        .map((record) => ({ id: record.id, name: record.display_name, path: record.path }));
      return { breadcrumbs };
    },
    item: ({ site, path, language }: { site: string; path: string; language?: string }) => {
      const content = contentLanguage(language ?? 'en');
      if (!content) return null;
      const record = byPath.get(site, normaliseItemPath(path), content) as ItemRecord | undefined;
      return record ? toItem(record) : null;
    },
  };

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
        const result = await graphql({
          schema,
          source: query,
          rootValue,
          variableValues: typeof variables === 'object' && variables !== null ? (variables as Record<string, unknown>) : undefined,
          operationName: typeof operationName === 'string' ? operationName : undefined,
        });
        return json(200, result);
      },
    },
  ];
}
