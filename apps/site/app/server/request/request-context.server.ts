import { ANONYMOUS_VIEWER, isSignedIn, type Viewer } from '@mbw/account';
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

/**
 * Every per-request fact, from the URL and the Cookie header (malformed cookies count as absent),
 * the viewer the session cookie names (server/session/session.server.ts; anonymous without one) and whether
 * the shop shows (shop/shop-visibility.server.ts, asked by the root middleware).
 */
export function resolveRequestFacts(url: URL, cookieHeader: string | null, config: RequestFactsConfig, viewer: Viewer = ANONYMOUS_VIEWER, shop = false): RequestFacts {
  const { language, fromUrl } = resolveRequestLanguage(url, cookieHeader, config.siteName);
  const market = readCookie(COOKIES.market, cookieHeader) ?? DEFAULT_MARKET;
  const shopCookies = config.shopBrand === true && (readCookie(COOKIES.country, cookieHeader) !== undefined || readCookie(COOKIES.testAccessKey, cookieHeader) !== undefined);
  const personal = !fromUrl || market !== DEFAULT_MARKET || shopCookies || isSignedIn(viewer, { editorActive: false });
  return {
    language,
    languageFromUrl: fromUrl,
    publicOrigin: publicOrigin({ configured: config.configuredPublicOrigin, brandDomain: config.brandDomain, requestUrl: url, development: config.development }),
    market,
    shop,
    viewer,
    cachePolicy: personal ? 'private' : 'shared',
  };
}
