import * as v from 'valibot';
import { UpstreamError } from '../http/upstream';
import { fetchGraphql } from '../graphql/graphql-fetch';
import { contentGraphqlOptions, type SitecoreConfig } from './sitecore-config';
import { graphql } from './generated';
import type { BreadcrumbItemsQuery, BreadcrumbItemsQueryVariables } from './generated/graphql';

/**
 * BreadcrumbItems (spec discovery §7): the item's trail from the site's home, by item id and
 * language. Read on the server with the page, so the breadcrumb is in the first HTML. Typed by
 * codegen against schemas/content.graphql (`npm run codegen`).
 */
export const BREADCRUMB_ITEMS_QUERY = graphql(`
  query BreadcrumbItems($id: String!, $lang: String) {
    allpath(id: $id, lang: $lang) {
      breadcrumbs {
        id
        name
        path
      }
    }
  }
`);

/** One entry of the trail, as the query selects it. */
export type BreadcrumbEntryData = NonNullable<BreadcrumbItemsQuery['allpath']>['breadcrumbs'][number];

const dataSchema = v.looseObject({
  allpath: v.nullable(v.looseObject({ breadcrumbs: v.array(v.looseObject({ id: v.string(), name: v.string(), path: v.string() })) })),
});

const SERVICE = 'graphql';

export async function fetchBreadcrumbItems(
  config: SitecoreConfig,
  request: { id: string; language: string },
): Promise<BreadcrumbEntryData[]> {
  const variables: BreadcrumbItemsQueryVariables = { id: request.id, lang: request.language };
  const data = await fetchGraphql(BREADCRUMB_ITEMS_QUERY, variables, contentGraphqlOptions(config, SERVICE));
  const parsed = v.safeParse(dataSchema, data);
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected BreadcrumbItems answer');
  return (parsed.output.allpath?.breadcrumbs ?? []).map(({ id, name, path }) => ({ id, name, path }));
}
