import { jsonResponse } from '@mbw/api-clients';

export function jsonError(status: number, message: string): Response {
  return jsonResponse(status, { error: message });
}

/** The first X-Forwarded-For entry (set by the CDN or load balancer in front of the site). */
export function forwardedClient(request: Request): string | undefined {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
