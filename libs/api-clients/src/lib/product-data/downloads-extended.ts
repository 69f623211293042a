import { productDataQueryOptions } from './product-data-query';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { downloadsExtendedSchema, type DownloadsExtended } from './product-data-schemas';

/**
 * GET {site api}/api/MasterProducts/getDownloadsExtended?name=&lang=[&variantId=] (spec product
 * §7): the info, media and all download groups. Items are not filtered here: the page applies
 * approvedForWeb, language and sign-in rules (spec product §5).
 */
export function fetchDownloadsExtended(
  config: ProductDataConfig,
  request: ProductDataRequest & { name: string; variantId?: number },
): Promise<DownloadsExtended> {
  const url = productDataUrl(config.siteApiUrl, '/api/MasterProducts/getDownloadsExtended', {
    name: request.name,
    lang: request.language,
    variantId: request.variantId === undefined ? undefined : String(request.variantId),
    tenant: config.tenant,
  });
  return requestProductData(config, url, downloadsExtendedSchema, { what: `GET downloads of ${request.name}`, signal: request.signal });
}

export const DOWNLOADS_EXTENDED_KEY = 'product-data/downloads-extended';

export function downloadsExtendedQueryOptions(
  config: ProductDataConfig,
  request: ProductDataRequest & { name: string; variantId?: number },
) {
  return productDataQueryOptions(DOWNLOADS_EXTENDED_KEY, fetchDownloadsExtended, config, request);
}
