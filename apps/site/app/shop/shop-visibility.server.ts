import { UpstreamCache } from '../server/upstream/upstream-cache';

/**
 * Whether shop features render for this request (spec shop §1): the brand has a shop (brand config
 * `shop`) AND the remote shop-availability check says yes for the visitor's country, the test
 * access key and the site name. Worked out once per request by the root middleware into the
 * request facts (`shop`); loaders and the page frame read it from there.
 *
 * - A brand without a shop is never asked about: false, no call.
 * - Country: the `country` cookie (the language flyout's), else CH (spec shop §9 default country).
 * - The test access key goes to the check only when it is the configured one: a made-up cookie
 *   value is no key (and never a new cache entry or a call of its own).
 * - The check failing, answering nonsense or slower than `timeoutMs` → false for now, logged; the
 *   page renders without the shop. Answers are reused for `ttlMs`, failures for FAILURE_TTL_MS so
 *   a dead check does not cost every request a timeout.
 * - An answer past `ttlMs` but younger than twice that is still used at once while one check runs
 *   in the background (no request waits on an expired answer); while the check fails it stays in
 *   use up to that age, the failure logged.
 */
export const DEFAULT_SHOP_COUNTRY = 'CH';
export const SHOP_ACCESS_PATH = '/shop-access';
export const SHOP_ACCESS_FAILURE_TTL_MS = 30_000;

export interface ShopVisibilityConfig {
  /** brand.shop */
  shopBrand: boolean;
  /** brand.sitecoreSiteName: the site name the check knows. */
  siteName: string;
  /** Origin of the check (SHOP_ACCESS_API_URL or local-services). */
  apiUrl: string;
  /** SHOP_TEST_ACCESS_KEY */
  testAccessKey: string;
  timeoutMs: number;
  ttlMs: number;
  fetch?: typeof fetch;
  onFailure?: (details: { country: string; error: string }) => void;
}

export interface ShopVisibilityInput {
  /** The `country` cookie (upper-case ISO code), or null. */
  country: string | null;
  /** The `testAccessKey` cookie, or null. */
  testAccessKey: string | null;
}

type Answer = { shop: boolean; failed: boolean; storedAt: number };

export type ShopVisibility = (input: ShopVisibilityInput) => Promise<boolean>;

export function createShopVisibility(config: ShopVisibilityConfig): ShopVisibility {
  const now = () => Date.now();
  const cache = new UpstreamCache<Answer>({ ttlMs: config.ttlMs, maxStaleMs: 2 * config.ttlMs, maxEntries: 500 });
  const failures = new Map<string, number>();

  const ask = async (country: string, key: string | null): Promise<Answer> => {
    const url = new URL(SHOP_ACCESS_PATH, config.apiUrl);
    url.searchParams.set('country', country);
    url.searchParams.set('site', config.siteName);
    if (key) url.searchParams.set('testAccessKey', key);
    try {
      const response = await (config.fetch ?? fetch)(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`shop-access answered ${response.status}`);
      const body = (await response.json()) as { shop?: unknown } | null;
      if (typeof body?.shop !== 'boolean') throw new Error('shop-access answered without a boolean "shop"');
      return { shop: body.shop, failed: false, storedAt: now() };
    } catch (error) {
      const text =
        error instanceof Error
          ? error.name === 'TimeoutError'
            ? `no answer within ${config.timeoutMs} ms`
            : error.message
          : String(error);
      config.onFailure?.({ country, error: text });
      return { shop: false, failed: true, storedAt: now() };
    }
  };

  return async ({ country, testAccessKey }) => {
    if (!config.shopBrand) return false;
    const resolvedCountry = country && /^[A-Z]{2}$/.test(country) ? country : DEFAULT_SHOP_COUNTRY;
    const key = testAccessKey !== null && testAccessKey === config.testAccessKey ? testAccessKey : null;
    const cacheKey = `${resolvedCountry}|${key ? 'key' : ''}`;
    const failedAt = failures.get(cacheKey);
    if (failedAt !== undefined && now() - failedAt < SHOP_ACCESS_FAILURE_TTL_MS) return false;
    const answer = await cache.get(cacheKey, () => ask(resolvedCountry, key), { cacheable: (value) => !value.failed });
    if (answer.failed) failures.set(cacheKey, answer.storedAt);
    else failures.delete(cacheKey);
    return answer.shop;
  };
}
