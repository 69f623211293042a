import type { ProductPageContext } from '@mbw/shop-catalog/server';
import { env } from '../runtime/env.server';
import { UpstreamCache } from './upstream-cache';

type ProductLoad = Awaited<ReturnType<NonNullable<ProductPageContext['sharedLoad']>>>;

/** As the layout: an expired entry up to five minutes old is answered while it is refreshed, and while the gateway fails. */
const MAX_STALE_MS = 5 * 60_000;

let productLoads: UpstreamCache<ProductLoad> | undefined;

/**
 * The product page's product data (six gateway calls: master, variants, short data, technical
 * titles, accessories, videos) through this process's cache, PRODUCT_CACHE_TTL_MS fresh. Loading
 * them on every request was the largest upstream cost of a product page under load
 * (docs/decisions/ssr-throughput.md). Only complete loads are kept; prices, bundles and the
 * favourite contact are per visitor or per market and are never cached here. The shared call
 * carries no page request's abort signal; the upstream timeout bounds it.
 */
export const sharedProductLoad: NonNullable<ProductPageContext['sharedLoad']> = (key, load, complete) => {
  productLoads ??= new UpstreamCache({ ttlMs: env().PRODUCT_CACHE_TTL_MS, maxStaleMs: MAX_STALE_MS, maxEntries: 1000 });
  return productLoads.get(key, load, { cacheable: complete });
};
