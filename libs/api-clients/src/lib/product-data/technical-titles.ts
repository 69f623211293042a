import { productDataQueryOptions } from './product-data-query';
import * as v from 'valibot';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { technicalTitleRecordSchema, type TechnicalTitleRecord } from './product-data-schemas';

/**
 * GET {gateway}/product-data/v1/product-items/technical-titles-with-subtitles/{language}
 * ?articleNumbers=…&articleNumbers=… (spec product §7: the parameter is repeated). Unknown
 * article numbers are left out of the answer. No article numbers: no call, an empty list.
 */
export async function fetchTechnicalTitles(
  config: ProductDataConfig,
  request: ProductDataRequest & { articleNumbers: readonly string[] },
): Promise<TechnicalTitleRecord[]> {
  if (request.articleNumbers.length === 0) return [];
  const url = productDataUrl(
    config.gatewayUrl,
    `/product-data/v1/product-items/technical-titles-with-subtitles/${encodeURIComponent(request.language)}`,
    {
      articleNumbers: [...new Set(request.articleNumbers)],
    },
  );
  return requestProductData(config, url, v.array(technicalTitleRecordSchema), { what: 'GET technical titles', signal: request.signal });
}

export const TECHNICAL_TITLES_KEY = 'product-data/technical-titles';

/** The technical titles as a query (gateway, server only: the browser cannot reach it, so no hook). */
export function technicalTitlesQueryOptions(
  config: ProductDataConfig,
  request: ProductDataRequest & { articleNumbers: readonly string[] },
) {
  return productDataQueryOptions(TECHNICAL_TITLES_KEY, fetchTechnicalTitles, config, request);
}
