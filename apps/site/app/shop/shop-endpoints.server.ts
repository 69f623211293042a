import { createMultipassToken } from '@mbw/shop-data-access/server';
import { COOKIES, readCookie } from '@mbw/util';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';

/**
 * The shop's server endpoints (spec shop §6, §7; 000 §6), as functions of what a request brings,
 * so the route modules only read env and the session: the checkout's Multipass hand-off and the
 * protected store's credentials. Every answer is private, no-store (tokens and keys).
 */

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_PRIVATE } });
}

/** 404 with an empty body (spec shop §8: "Shop store lookup with no domain → status 404 with empty body"). */
function emptyNotFound(): Response {
  return new Response(null, { status: 404, headers: { 'cache-control': CACHE_PRIVATE } });
}

/**
 * A `return_to` the Multipass token may carry: only an absolute http(s) URL on the store's own
 * origin (ARCHITECTURE §6: every redirect target against an allow-list). Anything else — another
 * host, a scheme-relative or relative path, `javascript:`, credentials in the URL, over 2048
 * characters — is dropped (the token is still made, and the store lands on its default page).
 */
export function shopReturnTo(raw: string | null, storeOrigin: string): string | undefined {
  if (!raw || raw.length > 2048) return undefined;
  let url: URL;
  let store: URL;
  try {
    url = new URL(raw);
    store = new URL(storeOrigin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  return url.origin === store.origin ? url.href : undefined;
}

export interface MultipassRequest {
  commerce: string | undefined;
  shopBrand: boolean;
  /** The session's customer, or null when anonymous. */
  customer: {
    email?: string | undefined;
    givenName?: string | undefined;
    familyName?: string | undefined;
    sub?: string | undefined;
  } | null;
  /** The `return_to` query parameter. */
  returnTo: string | null;
  store: string;
  secret: string;
  now?: Date;
}

/**
 * GET /api/shopify/multipass?return_to= (spec shop §4 "Checkout hand-off", §7): the signed-in
 * customer's Multipass token as text (200); anonymous → 403; no shop or another commerce → 404.
 * The rate limit (429) sits in front, in server/serve.ts.
 */
export function multipassAnswer(input: MultipassRequest): Response {
  if (!input.shopBrand || input.commerce !== 'shopify') return plain(404, 'Not found');
  if (!input.customer?.email) return plain(403, 'Sign in first');
  const returnTo = shopReturnTo(input.returnTo, input.store);
  const token = createMultipassToken(
    {
      email: input.customer.email,
      firstName: input.customer.givenName,
      lastName: input.customer.familyName,
      identifier: input.customer.sub,
      ...(returnTo ? { returnTo } : {}),
    },
    input.secret,
    input.now ? { now: input.now } : {},
  );
  return plain(200, token);
}

export interface ProtectedStoreRequest {
  commerce: string | undefined;
  shopBrand: boolean;
  cookieHeader: string | null;
  /** SHOP_TEST_ACCESS_KEY */
  testAccessKey: string;
  /** The store's origin; null when the brand has no store. */
  store: string | null;
  storefrontToken: string;
  apiVersion: string;
}

/** Constant-time enough for a short key: compare every character. */
function sameKey(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/**
 * GET /protected/shopify (spec shop §1, §6; 000 §6): the store's credentials (its domain, the
 * public Storefront token and API version) as JSON, only with a `testAccessKey` cookie equal to
 * the configured key; without it 403. No store domain (a brand without a shop, another commerce
 * name) → 404 with an empty body.
 */
export function protectedStoreAnswer(input: ProtectedStoreRequest): Response {
  if (!input.shopBrand || input.commerce !== 'shopify' || !input.store) return emptyNotFound();
  const key = readCookie(COOKIES.testAccessKey, input.cookieHeader);
  if (!key || !sameKey(key, input.testAccessKey)) return plain(403, 'Forbidden');
  return new Response(
    JSON.stringify({ storeDomain: input.store, storefrontAccessToken: input.storefrontToken, apiVersion: input.apiVersion }),
    {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': CACHE_PRIVATE },
    },
  );
}
