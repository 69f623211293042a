import { productDataQueryOptions } from './product-data-query';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { masterProductSchema, type MasterProduct } from './product-data-schemas';

/**
 * GET {gateway}/product-data/v1/products/{name}/{lang}/{tenant} (spec product §7): the master
 * product by its English name, with dashes or spaces (the product route's {product_name}).
 * A 404 throws an UpstreamError that isProductNotFound recognises.
 */
export function fetchMasterProduct(config: ProductDataConfig, request: ProductDataRequest & { name: string }): Promise<MasterProduct> {
  const path = `/product-data/v1/products/${encodeURIComponent(request.name)}/${encodeURIComponent(request.language)}/${encodeURIComponent(config.tenant)}`;
  return requestProductData(config, productDataUrl(config.gatewayUrl, path), masterProductSchema, {
    what: `GET master product ${request.name}`,
    signal: request.signal,
  });
}

export const MASTER_PRODUCT_KEY = 'product-data/master-product';

/** The master product as a query (gateway, server only: the browser cannot reach it, so no hook). */
export function masterProductQueryOptions(config: ProductDataConfig, request: ProductDataRequest & { name: string }) {
  return productDataQueryOptions(MASTER_PRODUCT_KEY, fetchMasterProduct, config, request);
}
