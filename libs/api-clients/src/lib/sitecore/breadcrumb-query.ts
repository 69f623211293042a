import * as v from 'valibot';
import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';
import type { SitecoreConfig } from './sitecore-config';
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

const schema = v.looseObject({
  data: v.nullish(
    v.looseObject({
      allpath: v.nullable(v.looseObject({ breadcrumbs: v.array(v.looseObject({ id: v.string(), name: v.string(), path: v.string() })) })),
    }),
  ),
  errors: v.optional(v.array(v.looseObject({ message: v.string() }))),
});

const SERVICE = 'graphql';

export async function fetchBreadcrumbItems(config: SitecoreConfig, request: { id: string; language: string }): Promise<BreadcrumbEntryData[]> {
  const response = await fetchUpstream(
    new URL('/sitecore/api/graph/edge', config.apiUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', sc_apikey: config.apiKey },
      body: JSON.stringify({
        query: BREADCRUMB_ITEMS_QUERY.toString(),
        variables: { id: request.id, lang: request.language } satisfies BreadcrumbItemsQueryVariables,
        operationName: 'BreadcrumbItems',
      }),
    },
    { service: SERVICE, timeoutMs: config.timeoutMs, fetch: config.fetch },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(SERVICE, 'http', 'BreadcrumbItems', response.status);
  }
  const parsed = v.safeParse(schema, await readJson(response, SERVICE));
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected BreadcrumbItems answer', response.status);
  if (parsed.output.errors?.length) throw new UpstreamError(SERVICE, 'invalid-response', parsed.output.errors[0]!.message, response.status);
  return (parsed.output.data?.allpath?.breadcrumbs ?? []).map(({ id, name, path }) => ({ id, name, path }));
}
