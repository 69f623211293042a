import { queryOptions } from '@tanstack/react-query';
import type { ProductDataConfig, ProductDataRequest } from './product-data-config';

/**
 * Product data changes with the catalogue, not while a page is open: a cached answer is fresh for
 * five minutes (a client navigation back to a product does not ask again).
 */
export const PRODUCT_DATA_STALE_TIME = 5 * 60_000;

/** How long the browser waits for the same-origin proxy before the query fails. */
const BROWSER_TIMEOUT_MS = 15_000;

/**
 * The key of one product-data operation: its root constant, then the tenant and the request's
 * parameters (never the base URLs, which differ between the server and the browser, nor the abort
 * signal). The server's dehydrated cache and the browser's hook meet on this key.
 */
export function productDataQueryKey<TRoot extends string, TRequest extends ProductDataRequest>(
  root: TRoot,
  config: ProductDataConfig,
  request: TRequest,
) {
  const params: Record<string, unknown> = { ...(request as Record<string, unknown>), tenant: config.tenant };
  delete params['signal'];
  return [root, params as Omit<TRequest, 'signal'> & { tenant: string }] as const;
}

/** `queryOptions` of one operation on its fetcher (which validates the answer with valibot); the query's signal aborts it. */
export function productDataQueryOptions<TRoot extends string, TRequest extends ProductDataRequest, TData>(
  root: TRoot,
  fetcher: (config: ProductDataConfig, request: TRequest) => Promise<TData>,
  config: ProductDataConfig,
  request: TRequest,
) {
  return queryOptions({
    queryKey: productDataQueryKey(root, config, request),
    queryFn: ({ signal }) => fetcher(config, { ...request, signal }),
    staleTime: PRODUCT_DATA_STALE_TIME,
  });
}

/**
 * The config a browser uses: the site API through the same-origin proxy (apps/site
 * routes/api-proxy.ts answers /api/MasterProducts/getVideoCampaignItems and
 * getDownloadsExtended). The gateway (/product-data/v1/…) is reachable from the server only, so
 * there is no gateway URL: a gateway operation run with this config fails (Invalid URL) instead of
 * leaking a server address. On the server (SSR) the origin is unknown; hooks never fetch there.
 */
export function browserProductDataConfig(tenant: string, timeoutMs = BROWSER_TIMEOUT_MS): ProductDataConfig {
  return { gatewayUrl: '', siteApiUrl: globalThis.location?.origin ?? '', tenant, timeoutMs };
}
