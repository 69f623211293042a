import * as v from 'valibot';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { comparedObjectSchema, type ComparedObject } from './product-data-schemas';

/**
 * POST {gateway}/product-data/v1/product/comparedObjects?lang=&tenant= with the unique product
 * ids (spec discovery §7): the compared products' data. A list that is not an array, or entries
 * that are not compared objects, fail as a malformed answer (the page: 'Something went wrong').
 */
export function fetchComparedObjects(
  config: ProductDataConfig,
  request: ProductDataRequest & { ids: readonly number[] },
): Promise<ComparedObject[]> {
  const url = productDataUrl(config.gatewayUrl, '/product-data/v1/product/comparedObjects', {
    lang: request.language,
    tenant: config.tenant,
  });
  return requestProductData(config, url, v.array(comparedObjectSchema), {
    what: 'POST comparedObjects',
    method: 'POST',
    body: [...new Set(request.ids)],
    signal: request.signal,
  });
}
