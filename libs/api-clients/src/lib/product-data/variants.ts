import { productDataQueryOptions } from './product-data-query';
import * as v from 'valibot';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { variantSchema, type ProductVariant } from './product-data-schemas';

/**
 * GET {gateway}/product-data/v1/product-items/{masterProductId}/{market}/{lang}/{tenant}
 * (spec product §7): the variants of a master product, by id. The market is the lower-cased market
 * cookie (default de, spec product §1).
 */
export function fetchVariants(
  config: ProductDataConfig,
  request: ProductDataRequest & { masterProductId: number; market?: string },
): Promise<ProductVariant[]> {
  const market = (request.market ?? 'de').toLowerCase();
  const path = `/product-data/v1/product-items/${request.masterProductId}/${encodeURIComponent(market)}/${encodeURIComponent(request.language)}/${encodeURIComponent(config.tenant)}`;
  return requestProductData(config, productDataUrl(config.gatewayUrl, path), v.array(variantSchema), {
    what: `GET variants of ${request.masterProductId}`,
    signal: request.signal,
  });
}

export const VARIANTS_KEY = 'product-data/variants';

/** The variants as a query (gateway, server only: the browser cannot reach it, so no hook). */
export function variantsQueryOptions(
  config: ProductDataConfig,
  request: ProductDataRequest & { masterProductId: number; market?: string },
) {
  return productDataQueryOptions(VARIANTS_KEY, fetchVariants, config, request);
}
