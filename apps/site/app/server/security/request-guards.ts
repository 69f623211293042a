/**
 * Request rules that decide before any route runs (root middleware). No imports: kept pure so
 * they are unit-tested without a server.
 */

/**
 * The origin every absolute URL in a page is built on (canonical, hreflang, Open Graph, JSON-LD).
 * Production never trusts the request's Host header, which anyone can forge and which a CDN would
 * then cache for everybody: PUBLIC_ORIGIN when set, else the brand's own configured domain. Only
 * the dev server, whose origin is whatever the engineer opened, uses the request origin.
 */
export function publicOrigin(input: {
  configured: string | undefined;
  brandDomain: string;
  requestUrl: URL;
  development: boolean;
}): string {
  if (input.configured) return input.configured;
  if (input.development) return input.requestUrl.origin;
  return `https://${input.brandDomain}`;
}

/**
 * The visitor's address as the production server worked it out (serve.ts: the socket, or the
 * X-Forwarded-For entry of the trusted proxy in front), set on every request and overwriting
 * whatever a client sent under this name. Read by the Storefront proxy for Shopify's buyer-IP header.
 */
export const CLIENT_ADDRESS_HEADER = 'x-kestrel-client-address';

/** Methods that must not change state (RFC 9110 §9.2.1); every other one is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the cross-site rule reads of a request: its method and headers (Fetch or Express alike). */
export interface WriteRequest {
  method: string;
  header(name: string): string | null | undefined;
}

/**
 * A state-changing request another site made the visitor's browser send (CSRF, e.g. a form on
 * evil.example posting to /cookie-consent). Browsers say where a request comes from in
 * Sec-Fetch-Site; only 'same-origin' (our own pages) may write — 'same-site' is refused too, since
 * a sibling subdomain is another site here. Browsers without Fetch Metadata still send Origin on
 * every POST: its host must be one of ours ('null', from sandboxed frames or privacy redirects, is
 * not). Hosts, not origins, are compared: behind a TLS-terminating proxy the server sees http while
 * the browser says https. A request with neither header comes from no browser (curl, a server),
 * which carries no visitor cookies to abuse, so it passes.
 */
export function isCrossSiteWrite(request: WriteRequest, ownHosts: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.header('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = request.header('origin');
  if (origin === null || origin === undefined) return false;
  const host = URL.canParse(origin) ? new URL(origin).host : null;
  return host === null || host === '' || !ownHosts.includes(host);
}

/** Hosts of a list of origins or host names, for isCrossSiteWrite (unparseable ones are left out). */
export function hostsOf(values: ReadonlyArray<string | null | undefined>): string[] {
  return values.flatMap((value) => {
    if (!value) return [];
    if (URL.canParse(value)) return [new URL(value).host];
    return URL.canParse(`http://${value}`) ? [new URL(`http://${value}`).host] : [];
  });
}

export const CROSS_SITE_REFUSAL = {
  status: 403,
  body: 'Cross-site request refused.',
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
} as const;

/** The plain answer to a cross-site write: nothing is changed, nothing is cached. */
export function crossSiteRefusal(): Response {
  return new Response(CROSS_SITE_REFUSAL.body, { status: CROSS_SITE_REFUSAL.status, headers: CROSS_SITE_REFUSAL.headers });
}
