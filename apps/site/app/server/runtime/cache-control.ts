/**
 * Cache policies of page responses (ARCHITECTURE §7): language-prefixed public pages are shared
 * by a CDN for a minute and served stale while it refreshes; anything that depends on the
 * visitor (cookie language, sign-in, a Set-Cookie) or on a failing upstream is never shared.
 */
export const CACHE_PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const CACHE_PUBLIC_NOT_FOUND = 'public, max-age=0, s-maxage=60';
export const CACHE_PRIVATE = 'private, no-store';
