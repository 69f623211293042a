import brand from 'virtual:brand';
import type { ProductDataConfig } from '@mbw/api-clients';
import { env } from '../runtime/env.server';

/** Where the product data lives: PRODUCT_API_URL, or the Sitecore host (local-services) unless set. */
export function productDataConfig(
  source: Pick<ReturnType<typeof env>, 'PRODUCT_API_URL' | 'SITECORE_API_URL' | 'UPSTREAM_TIMEOUT_MS'> = env(),
): ProductDataConfig {
  return {
    gatewayUrl: source.PRODUCT_API_URL ?? source.SITECORE_API_URL,
    siteApiUrl: source.SITECORE_API_URL,
    tenant: brand.sitecoreSiteName,
    timeoutMs: source.UPSTREAM_TIMEOUT_MS,
  };
}
