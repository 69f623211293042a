import { useQuery } from '@tanstack/react-query';
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

export function downloadsExtendedQueryOptions(config: ProductDataConfig, request: ProductDataRequest & { name: string; variantId?: number }) {
  return productDataQueryOptions(DOWNLOADS_EXTENDED_KEY, fetchDownloadsExtended, config, request);
}

/**
 * The downloads in the browser, through the same-origin proxy (config: browserProductDataConfig).
 * `enabled: false` reads only what the cache holds (data the server handed over); refetch() still asks.
 */
function useDownloadsExtended(config: ProductDataConfig, request: ProductDataRequest & { name: string; variantId?: number }, options: { enabled?: boolean } = {}) {
  return useQuery({ ...downloadsExtendedQueryOptions(config, request), enabled: options.enabled ?? true });
}
