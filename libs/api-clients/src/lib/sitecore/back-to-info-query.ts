import * as v from 'valibot';
import { UpstreamError } from '../http/upstream';
import { fetchGraphql } from '../graphql/graphql-fetch';
import { contentGraphqlOptions, type SitecoreConfig } from './sitecore-config';
import { graphql } from './generated';
import type { GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQueryVariables } from './generated/graphql';

/**
 * getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery (spec discovery §7: previousItemId,
 * curentItemId, lang default en; returns url and description): the sales and service points page's
 * back link when the visitor did not come from a product page or the wishlist. Read on the server.
 */
export const BACK_TO_INFO_QUERY = graphql(`
  query getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery($previousItemId: String, $curentItemId: String!, $lang: String = "en") {
    backToInfoForSalesAndServiceCenters(previousItemId: $previousItemId, curentItemId: $curentItemId, lang: $lang) {
      url
      description
    }
  }
`);

const dataSchema = v.looseObject({
  backToInfoForSalesAndServiceCenters: v.nullable(v.looseObject({ url: v.string(), description: v.string() })),
});

const SERVICE = 'graphql';

export async function fetchBackToInfo(
  config: SitecoreConfig,
  request: { previousItemId?: string; currentItemId: string; language: string },
): Promise<{ url: string; description: string } | null> {
  const variables: GetBackToInfoForSalesAndServiceCentersHolderTwoColumnsQueryQueryVariables = {
    previousItemId: request.previousItemId ?? null,
    curentItemId: request.currentItemId,
    lang: request.language,
  };
  const data = await fetchGraphql(BACK_TO_INFO_QUERY, variables, contentGraphqlOptions(config, SERVICE));
  const parsed = v.safeParse(dataSchema, data);
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected getBackToInfo answer');
  const answer = parsed.output.backToInfoForSalesAndServiceCenters;
  return answer ? { url: answer.url, description: answer.description } : null;
}
