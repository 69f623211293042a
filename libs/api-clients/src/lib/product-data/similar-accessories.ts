import { productDataQueryOptions } from './product-data-query';
import * as v from 'valibot';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { accessoryItemSchema, type AccessoryItem } from './product-data-schemas';

/** GET {gateway}/product-data/v1/product/similarAccessories?name=&lang=&tenant= (spec product §7). */
export function fetchSimilarAccessories(
  config: ProductDataConfig,
  request: ProductDataRequest & { name: string },
): Promise<AccessoryItem[]> {
  const url = productDataUrl(config.gatewayUrl, '/product-data/v1/product/similarAccessories', {
    name: request.name,
    lang: request.language,
    tenant: config.tenant,
  });
  return requestProductData(config, url, v.array(accessoryItemSchema), {
    what: `GET similar accessories of ${request.name}`,
    signal: request.signal,
  });
}

export const SIMILAR_ACCESSORIES_KEY = 'product-data/similar-accessories';

/** The similar accessories as a query (gateway, server only: the browser cannot reach it, so no hook). */
export function similarAccessoriesQueryOptions(config: ProductDataConfig, request: ProductDataRequest & { name: string }) {
  return productDataQueryOptions(SIMILAR_ACCESSORIES_KEY, fetchSimilarAccessories, config, request);
}
