import type { ActionFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { COOKIES, readCookie } from '@mbw/util';
import { coveoAnalyticsUrl, env } from '../server/runtime/env.server';
import { jsonError } from '../server/proxies/proxy-responses.server';

const ANALYTICS_PATH = /^[A-Za-z0-9/_.-]{1,200}$/;
const ANALYTICS_MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/search/analytics/*: the engine's usage analytics (spec discovery §4: "The statistics
 * consent flag turns search analytics on or off"). The engine sends them only with consent; the
 * server checks again and, without the visitor's statistics consent, answers 204 and sends
 * nothing on. Under /api: own pages only.
 */
export function action({ request, params }: ActionFunctionArgs) {
  const path = params['*'] ?? '';
  if (!ANALYTICS_PATH.test(path) || path.includes('..')) return jsonError(404, 'Not found');
  if (readCookie(COOKIES.consent, request.headers.get('cookie')) !== 'statistics') return new Response(null, { status: 204 });
  const config = env();
  const target = new URL(`${coveoAnalyticsUrl(config)}/${path}`);
  return proxyRequest(request, target, {
    service: 'search-analytics',
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    maxBodyBytes: ANALYTICS_MAX_BODY_BYTES,
  });
}

export function loader() {
  const refused = jsonError(405, 'Method not allowed');
  refused.headers.set('Allow', 'POST');
  return refused;
}
