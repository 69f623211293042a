import { isSignedIn, type Viewer } from '@mbw/account-data-access';
import { COOKIES, readCookie } from '@mbw/util';
import type { RequestFacts } from './request-context';
import { resolveRequestLanguage } from './request-language';
import { publicOrigin } from '../security/request-guards';

/** Spec product §1: the market is the lower-cased market cookie; default de. */
export const DEFAULT_MARKET = 'de';

export interface RequestFactsConfig {
  siteName: string;
  brandDomain: string;
  configuredPublicOrigin: string | undefined;
  development: boolean;
  /** brand.shop: the country and test-access-key cookies then decide whether the shop shows. */
  shopBrand?: boolean;
}

/** Where the costly facts come from: the session cookie (session/session.server.ts) and the shop check (shop/shop-fact.server.ts). */
export interface CostlyFactSources {
  viewer: () => Promise<Viewer>;
  shop: () => Promise<boolean>;
}

/** The first call runs `compute`; every later call answers the same promise. */
export function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= compute());
}

/**
 * Every per-request fact, from the URL and the Cookie header (malformed cookies count as absent).
 * The viewer and the shop fact are asked from `sources` on their first read only (memoised), and
 * so is the cache policy, which depends on the viewer.
 */
export function resolveRequestFacts(
  url: URL,
  cookieHeader: string | null,
  config: RequestFactsConfig,
  sources: CostlyFactSources,
): RequestFacts {
  const { language, fromUrl } = resolveRequestLanguage(url, cookieHeader, config.siteName);
  const market = readCookie(COOKIES.market, cookieHeader) ?? DEFAULT_MARKET;
  const shopCookies =
    config.shopBrand === true &&
    (readCookie(COOKIES.country, cookieHeader) !== undefined || readCookie(COOKIES.testAccessKey, cookieHeader) !== undefined);
  const viewer = once(sources.viewer);
  const personalByUrlAndCookies = !fromUrl || market !== DEFAULT_MARKET || shopCookies;
  return {
    language,
    languageFromUrl: fromUrl,
    publicOrigin: publicOrigin({
      configured: config.configuredPublicOrigin,
      brandDomain: config.brandDomain,
      requestUrl: url,
      development: config.development,
    }),
    market,
    shop: once(sources.shop),
    viewer,
    cachePolicy: once(async () => (personalByUrlAndCookies || isSignedIn(await viewer(), { editorActive: false }) ? 'private' : 'shared')),
  };
}
