import { ANONYMOUS_VIEWER, isSignedIn, type Viewer } from '@mbw/account';
import { COOKIES, readCookie } from '@mbw/util';
import type { RequestFacts } from './request-context';
import { resolveRequestLanguage } from './request-language';
import { publicOrigin } from './request-guards';

/** Spec product §1: the market is the lower-cased market cookie; default de. */
export const DEFAULT_MARKET = 'de';

export interface RequestFactsConfig {
  siteName: string;
  brandDomain: string;
  configuredPublicOrigin: string | undefined;
  development: boolean;
}

/**
 * Every per-request fact, from the URL and the Cookie header (malformed cookies count as absent),
 * and the viewer the session cookie names (lib/session.server.ts; anonymous without one).
 */
export function resolveRequestFacts(url: URL, cookieHeader: string | null, config: RequestFactsConfig, viewer: Viewer = ANONYMOUS_VIEWER): RequestFacts {
  const { language, fromUrl } = resolveRequestLanguage(url, cookieHeader, config.siteName);
  const market = readCookie(COOKIES.market, cookieHeader) ?? DEFAULT_MARKET;
  const personal = !fromUrl || market !== DEFAULT_MARKET || isSignedIn(viewer, { editorActive: false });
  return {
    language,
    languageFromUrl: fromUrl,
    publicOrigin: publicOrigin({ configured: config.configuredPublicOrigin, brandDomain: config.brandDomain, requestUrl: url, development: config.development }),
    market,
    viewer,
    cachePolicy: personal ? 'private' : 'shared',
  };
}
