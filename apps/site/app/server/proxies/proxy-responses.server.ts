import { jsonResponse } from '@mbw/api-clients';
import { CACHE_PRIVATE } from '../runtime/cache-control';

export function jsonError(status: number, message: string): Response {
  return jsonResponse(status, { error: message });
}

/** The first X-Forwarded-For entry (set by the CDN or load balancer in front of the site). */
export function forwardedClient(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}

/**
 * A proxy's answer for one visitor only (Cache-Control private, no-store), as a Response of our own
 * (one from fetch has immutable headers); with the session's Set-Cookie or an Allow header when given.
 */
export function privateAnswer(response: Response, extra: { setCookie?: string; allow?: string } = {}): Response {
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  answer.headers.set('Cache-Control', CACHE_PRIVATE);
  if (extra.setCookie) answer.headers.append('Set-Cookie', extra.setCookie);
  if (extra.allow) answer.headers.set('Allow', extra.allow);
  return answer;
}
