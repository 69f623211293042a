import { OWN_PAGE_HEADER, OWN_PAGE_HEADER_VALUE } from '@mbw/util';
import type { WriteRequest } from './request-guards';

/**
 * Requests that only this site's own pages may make, whatever their method (issue 23,
 * ARCHITECTURE §6; decision: docs/decisions/own-page-requests.md). The cross-site write rule
 * (request-guards.ts) covers POST/PUT/PATCH/DELETE everywhere; these are the GETs that change
 * state or hand out a credential, which a link, an image or a top-level navigation from another
 * site would otherwise send with the visitor's SameSite=Lax session cookie:
 *
 * - every `/api/*` call except the public site APIs below: the account API (deleteDevice,
 *   updateInventoryNo, save/deleteFavouriteContact change data with GET; the rest read a customer's
 *   data) and the Multipass token endpoints `/api/{commerce}/multipass` and
 *   `/api/{commerce}/multipass-token` (they hand out a credential). A path added under /api later is
 *   covered without a list to keep in step. → 'fetch': `Sec-Fetch-Site: same-origin`, or, from a
 *   browser without Fetch Metadata, the header only this site's scripts send (@mbw/util
 *   OWN_PAGE_HEADER).
 * - `/protected/{commerce}`: the store's credentials for testers holding the test access key; they
 *   open it by hand. → 'navigation' too.
 * - `/logout`: a link in the header and the account area's way out after a 403. → 'navigation':
 *   also `Sec-Fetch-Site: none` (typed into the address bar, a bookmark: the visitor's own act), and
 *   without Fetch Metadata a Referer on one of our hosts (a navigation cannot carry a header).
 *
 * Left open on purpose: `/login` (a link from anywhere may start a sign-in; it hands out nothing
 * and changes nothing but its own state cookie), `/auth/callback` (the provider, another site,
 * sends the browser there; state, nonce and PKCE protect it), the Storefront proxy (POST only, so
 * the write rule applies) and the public site APIs (public data, no credentials).
 */
export type OwnPageRule = 'fetch' | 'navigation';

/** The `/api/*` endpoints anyone may GET: public data, no credentials (routes/api-proxy.ts forwards them). */
export const PUBLIC_SITE_APIS = [
  { pattern: /^menu\/products$/, service: 'menu' },
  { pattern: /^LanguageSelector\/regions$/, service: 'regions' },
  // Spec product §7: the product page's downloads and video campaign, loaded in the browser.
  { pattern: /^MasterProducts\/getDownloadsExtended$/, service: 'product-data' },
  { pattern: /^MasterProducts\/getVideoCampaignItems$/, service: 'product-data' },
] as const;

/** The Storefront API's same-origin path (POST only: the write rule guards it). */
const STOREFRONT_PROXY = /^\/api\/\d{4}-\d{2}\/graphql\.json\/?$/i;

/** Which rule a path is under; null when anyone may ask for it. Paths as sent (%-encoded), any case. */
export function ownPageRule(pathname: string): OwnPageRule | null {
  if (/^\/logout\/?$/i.test(pathname) || /^\/protected\//i.test(pathname)) return 'navigation';
  if (!/^\/api\//i.test(pathname) || STOREFRONT_PROXY.test(pathname)) return null;
  const rest = pathname.slice('/api/'.length);
  return PUBLIC_SITE_APIS.some((api) => api.pattern.test(rest)) ? null : 'fetch';
}

/** Whether a request under a rule comes from one of this site's own pages (ownHosts: the hosts this site answers on). */
export function isFromOwnPage(request: WriteRequest, rule: OwnPageRule, ownHosts: readonly string[]): boolean {
  const fetchSite = request.header('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin' || (rule === 'navigation' && fetchSite === 'none');
  if (request.header(OWN_PAGE_HEADER) === OWN_PAGE_HEADER_VALUE) return true;
  if (rule !== 'navigation') return false;
  const referer = request.header('referer');
  return !!referer && URL.canParse(referer) && ownHosts.includes(new URL(referer).host);
}
