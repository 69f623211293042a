import { productDataQueryOptions } from './product-data-query';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { shortProductSchema, type ShortProduct } from './product-data-schemas';

/** GET {gateway}/product-data/v1/product/short?name=&lang=&tenant=[&variantId=] (spec product §7). */
export function fetchShortProduct(
  config: ProductDataConfig,
  request: ProductDataRequest & { name: string; variantId?: number },
): Promise<ShortProduct> {
  const url = productDataUrl(config.gatewayUrl, '/product-data/v1/product/short', {
    name: request.name,
    lang: request.language,
    tenant: config.tenant,
    variantId: request.variantId === undefined ? undefined : String(request.variantId),
  });
  return requestProductData(config, url, shortProductSchema, { what: `GET short product ${request.name}`, signal: request.signal });
}

export const SHORT_PRODUCT_KEY = 'product-data/short-product';

/** The short product as a query (gateway, server only: the browser cannot reach it, so no hook). */
export function shortProductQueryOptions(config: ProductDataConfig, request: ProductDataRequest & { name: string; variantId?: number }) {
  return productDataQueryOptions(SHORT_PRODUCT_KEY, fetchShortProduct, config, request);
}
