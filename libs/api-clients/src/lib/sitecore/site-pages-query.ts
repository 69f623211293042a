import * as v from 'valibot';
import { UpstreamError } from '../http/upstream';
import { fetchGraphql } from '../graphql/graphql-fetch';
import { contentGraphqlOptions, type SitecoreConfig } from './sitecore-config';
import { graphql } from './generated';
import type { SitePagesQueryVariables } from './generated/graphql';

/**
 * SitePages: the site's content tree below an item, four levels in one query (Experience Edge's
 * `item … children`), for the sitemap. Each item brings its path on the site, its template, the
 * restricted flag and the last-updated date (Sitecore's standard `__Updated`). Typed by codegen
 * against schemas/content.graphql (`npm run codegen`).
 * Each item's fields are the `SitePage` fragment (site-page-fragments.ts).
 */
/** The site's content tree below an item, four levels (each item: the SitePage fragment). */
export const SITE_PAGES_QUERY = graphql(`
  query SitePages($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      ...SitePage
      children(first: 1000) {
        results {
          ...SitePage
          children(first: 1000) {
            results {
              ...SitePage
              children(first: 1000) {
                results {
                  ...SitePage
                  children(first: 1000) {
                    results {
                      ...SitePage
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);

/** One item of the site's tree as the sitemap needs it. */
export interface SitePageData {
  id: string;
  /** The item's path on the site, e.g. /company/history (no language). */
  path: string;
  template: string;
  restricted: boolean;
  /** `__Updated` as the CMS gives it, when it does. */
  updated: string | null;
}

const fieldSchema = v.nullish(v.looseObject({ value: v.nullish(v.string()) }));
interface RawItem {
  id: string;
  url: { path: string };
  template: { name: string };
  hasChildren: boolean;
  restricted?: { value?: string | null } | null;
  updated?: { value?: string | null } | null;
  children?: { results: RawItem[] } | null;
}
const itemSchema: v.GenericSchema<RawItem> = v.looseObject({
  id: v.string(),
  url: v.looseObject({ path: v.string() }),
  template: v.looseObject({ name: v.string() }),
  hasChildren: v.boolean(),
  restricted: fieldSchema,
  updated: fieldSchema,
  children: v.nullish(v.looseObject({ results: v.array(v.lazy(() => itemSchema)) })),
});
const SERVICE = 'graphql';
/** How deep one SitePages query reaches below its item. */
const LEVELS = 4;

async function querySitePages(config: SitecoreConfig, variables: SitePagesQueryVariables, signal?: AbortSignal): Promise<RawItem | null> {
  const data = await fetchGraphql(SITE_PAGES_QUERY, variables, { ...contentGraphqlOptions(config, SERVICE), signal });
  const parsed = v.safeParse(v.looseObject({ item: v.nullable(itemSchema) }), data);
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected SitePages answer');
  return parsed.output.item;
}

const isTrue = (value: string | null | undefined) => value === '1' || value === 'true';

/**
 * Every item of the site's content tree in one language, the home item first: one query per
 * four levels (an item at the fourth level with children starts the next query from it).
 */
export async function fetchSitePages(config: SitecoreConfig, request: { language: string; signal?: AbortSignal }): Promise<SitePageData[]> {
  const pages: SitePageData[] = [];
  // Each item once: a tree that names an item twice (or as its own child) must not loop.
  const seen = new Set<string>();
  const pending = [`/sitecore/content/${config.siteName}/home`];
  while (pending.length > 0) {
    const root = await querySitePages(config, { path: pending.shift()!, language: request.language }, request.signal);
    const visit = (item: RawItem, depth: number, isRoot: boolean) => {
      // A later query's root was listed by the query that found it; its children were not.
      if (seen.has(item.id) && !isRoot) return;
      if (!seen.has(item.id)) {
        seen.add(item.id);
        pages.push({
          id: item.id,
          path: item.url.path,
          template: item.template.name,
          restricted: isTrue(item.restricted?.value),
          updated: item.updated?.value || null,
        });
      }
      if (depth === LEVELS && item.hasChildren) pending.push(item.id);
      for (const child of item.children?.results ?? []) visit(child, depth + 1, false);
    };
    if (root) visit(root, 0, true);
  }
  return pages;
}
