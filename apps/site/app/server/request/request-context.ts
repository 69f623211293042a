import { createContext } from 'react-router';
import type { Viewer } from '@mbw/account';
import type { LanguageTag } from '@mbw/util';

/**
 * The per-request facts (ARCHITECTURE §4), worked out once by the root middleware
 * (request-context.server.ts) and read by every loader from the router context; no loader parses
 * the URL prefix, the language or market cookies, or the Host header again.
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
  shop: boolean;
  /** Who is asking: anonymous until the sign-in issue fills it from the session. */
  viewer: Viewer;
  /**
   * Whether a shared cache (CDN) may keep the page: only when nothing but the URL decides it. A
   * language or market from a cookie, or a signed-in viewer, makes every page private; so does a
   * country or test-access-key cookie on a shop brand (the shop check depends on them).
   */
  cachePolicy: 'shared' | 'private';
}

export const requestContext = createContext<RequestFacts>();
