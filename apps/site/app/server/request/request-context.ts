import { createContext, type RouterContextProvider } from 'react-router';
import type { Viewer } from '@mbw/account-data-access';
import type { LanguageTag } from '@mbw/util';

/**
 * The per-request facts (ARCHITECTURE §4), worked out once by the root middleware
 * (request-facts-middleware.server.ts) and read by every loader from the router context; no loader
 * parses the URL prefix, the language or market cookies, or the Host header again. The cheap facts
 * are values; the costly ones (decrypting the session, asking the shop check) are computed on the
 * first read and memoised for the request, so a media, API, health or sitemap request that never
 * reads them never pays for them.
 */
export interface RequestFacts {
  /** The page language: the URL prefix, else the site's then the shared language cookie, else en. */
  language: LanguageTag;
  /** The URL names the language; otherwise it came from a cookie or the default. */
  languageFromUrl: boolean;
  /** Origin of every absolute URL a page carries (never the request's Host in production). */
  publicOrigin: string;
  /** Spec product §1: the lower-cased market cookie, else DEFAULT_MARKET. */
  market: string;
  /**
   * Spec shop §1: shop features (prices, add to cart, bundle and demo tags, cart toggle) render
   * only when true: the brand has a shop and the shop-availability check said yes for this
   * visitor (shop/shop-visibility.server.ts). Always false on brands without a shop.
   */
  shop: () => Promise<boolean>;
  /** Who is asking: the viewer the session cookie names, anonymous without one. */
  viewer: () => Promise<Viewer>;
  /**
   * Whether a shared cache (CDN) may keep the page: only when nothing but the URL decides it. A
   * language or market from a cookie, or a signed-in viewer, makes every page private; so does a
   * country or test-access-key cookie on a shop brand (the shop check depends on them).
   */
  cachePolicy: () => Promise<'shared' | 'private'>;
}

/** The facts a page loader works with: every costly fact read. */
export interface PageFacts extends Pick<RequestFacts, 'language' | 'languageFromUrl' | 'publicOrigin' | 'market'> {
  shop: boolean;
  viewer: Viewer;
  cachePolicy: 'shared' | 'private';
}

export const requestContext = createContext<RequestFacts>();

/** A page's facts: the request's, with the viewer, the shop fact and the cache policy read (once per request). */
export async function pageFacts(context: Readonly<RouterContextProvider>): Promise<PageFacts> {
  const facts = context.get(requestContext);
  const [viewer, shop, cachePolicy] = await Promise.all([facts.viewer(), facts.shop(), facts.cachePolicy()]);
  return {
    language: facts.language,
    languageFromUrl: facts.languageFromUrl,
    publicOrigin: facts.publicOrigin,
    market: facts.market,
    viewer,
    shop,
    cachePolicy,
  };
}
