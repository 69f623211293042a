import brand from 'virtual:brand';
import { COOKIES, readCookie } from '@mbw/util';
import { env, shopAccessApiUrl } from '../server/runtime/env.server';
import { logEvent } from '../server/runtime/log.server';
import { createShopVisibility, type ShopVisibility } from './shop-visibility.server';

let visibility: ShopVisibility | undefined;

/**
 * This request's shop fact (spec shop §1), for the root middleware: brand.shop and the
 * shop-availability check for the `country` and `testAccessKey` cookies (malformed ones count as
 * absent). One check per process and TTL per country; a failing check is logged and means no shop.
 */
export function requestShop(cookieHeader: string | null): Promise<boolean> {
  if (!brand.shop) return Promise.resolve(false);
  if (!visibility) {
    const config = env();
    visibility = createShopVisibility({
      shopBrand: brand.shop,
      siteName: brand.sitecoreSiteName,
      apiUrl: shopAccessApiUrl(config),
      testAccessKey: config.SHOP_TEST_ACCESS_KEY,
      timeoutMs: config.SHOP_ACCESS_TIMEOUT_MS,
      ttlMs: config.SHOP_ACCESS_CACHE_TTL_MS,
      onFailure: (details) => logEvent('warn', 'shop.access-unavailable', details),
    });
  }
  return visibility({
    country: readCookie(COOKIES.country, cookieHeader) ?? null,
    testAccessKey: readCookie(COOKIES.testAccessKey, cookieHeader) ?? null,
  });
}
