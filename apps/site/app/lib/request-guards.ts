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
export function publicOrigin(input: { configured: string | undefined; brandDomain: string; requestUrl: URL; development: boolean }): string {
  if (input.configured) return input.configured;
  if (input.development) return input.requestUrl.origin;
  return `https://${input.brandDomain}`;
}

/** Methods that must not change state (RFC 9110 §9.2.1); every other one is a write. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request another site made the visitor's browser send (CSRF, e.g. a form on
 * evil.example posting to /cookie-consent). Browsers say where a request comes from in
 * Sec-Fetch-Site; only 'same-origin' (our own pages) may write — 'same-site' is refused too, since
 * a sibling subdomain is another site here. Browsers without Fetch Metadata still send Origin on
 * every POST: it must be one of ours ('null', from sandboxed frames or privacy redirects, is not).
 * A request with neither header comes from no browser (curl, a server), which carries no visitor
 * cookies to abuse, so it passes.
 */
export function isCrossSiteWrite(request: Request, ownOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  return !ownOrigins.includes(origin);
}

/** The plain answer to a cross-site write: nothing is changed, nothing is cached. */
export function crossSiteRefusal(): Response {
  return new Response('Cross-site request refused.', {
    status: 403,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
