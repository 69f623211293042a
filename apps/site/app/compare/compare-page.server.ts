import brand from 'virtual:brand';
import type { ComparePageContext } from '@mbw/shop-compare/server';
import type { PageMetaInput } from '@mbw/util';
import { logEvent } from '../server/runtime/log.server';
import type { PageFacts } from '../server/request/request-context';
import { isLocalhost } from '../server/security/security-headers';
import { productDataConfig } from '../server/upstream/product-data-config.server';

/** What the compare page of @mbw/shop-compare needs of the app for this request. */
export function comparePageContext(facts: PageFacts, request: Request, url: URL): ComparePageContext {
  return {
    config: productDataConfig(),
    language: facts.language.language,
    linkLanguage: facts.language.tag,
    cookieHeader: request.headers.get('cookie'),
    secureCookies: !isLocalhost(url.hostname),
    signal: request.signal,
    log: (event, fields) => logEvent('warn', event, fields),
  };
}

/** The compare page is the visitor's own list: never indexed (no canonical, no alternates). */
export function comparePageSeo(facts: PageFacts, title: string): PageMetaInput {
  return {
    title,
    siteName: brand.displayName,
    canonicalUrl: new URL(`/${facts.language.tag}/Comparison`, facts.publicOrigin).toString(),
    language: facts.language.tag,
    alternates: [],
    noindex: true,
  };
}
