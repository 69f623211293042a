import { jsonResponse } from '@mbw/api-clients';

/** Browsers may only change state through our proxies from our own pages (no cross-site posts). */
export function isCrossSite(request: Request, url: URL): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'cross-site';
  const origin = request.headers.get('origin');
  return origin !== null && origin !== url.origin;
}

export function jsonError(status: number, message: string): Response {
  return jsonResponse(status, { error: message });
}

/** The first X-Forwarded-For entry (set by the CDN or load balancer in front of the site). */
export function forwardedClient(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
