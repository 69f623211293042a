import { parseJsonBody, proxyRequest, readBody } from '@mbw/api-clients';
import { jsonError, privateAnswer } from './proxy-responses.server';

/**
 * The Coveo Search API same-origin (routes/search-proxy.ts): the browser's engine posts here and
 * the site forwards to COVEO_SEARCH_URL. Only what the engine sends passes: POST of a JSON object
 * of at most 64 KiB to the search itself, /querySuggest, /facet or /plan, with the page's search
 * token as bearer and `organizationId` as the only query parameter. No cookie goes up (the token
 * is the engine's own credential, issued to this page by GET /api/search/token). Answers are
 * private: they depend on the token's viewer.
 */
export const SEARCH_MAX_BODY_BYTES = 64 * 1024;
export const SEARCH_OPERATIONS = new Set(['', 'querySuggest', 'facet', 'plan']);
const BEARER = /^Bearer [A-Za-z0-9._~+/=-]{8,4096}$/;
const ORGANIZATION = /^[A-Za-z0-9-]{1,100}$/;

export interface SearchForwardOptions {
  /** COVEO_SEARCH_URL (or local-services' stand-in). */
  searchUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function forwardSearch(request: Request, operation: string, options: SearchForwardOptions): Promise<Response> {
  if (!SEARCH_OPERATIONS.has(operation)) return privateAnswer(jsonError(404, 'Not found'));
  if (request.method !== 'POST') return privateAnswer(jsonError(405, 'Method not allowed'), { allow: 'POST' });
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return privateAnswer(jsonError(415, 'JSON only'));
  const authorization = request.headers.get('authorization') ?? '';
  if (!BEARER.test(authorization)) return privateAnswer(jsonError(401, 'A search token is required'));
  const url = new URL(request.url);
  const organizationId = url.searchParams.get('organizationId');
  if (
    [...url.searchParams.keys()].some((key) => key !== 'organizationId') ||
    (organizationId !== null && !ORGANIZATION.test(organizationId))
  )
    return privateAnswer(jsonError(400, 'Unexpected query parameters'));
  const body = await readBody(request, SEARCH_MAX_BODY_BYTES);
  if (body === null) return privateAnswer(jsonError(413, 'Request body too large'));
  const parsed = parseJsonBody(body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return privateAnswer(jsonError(400, 'Not a search request'));
  const target = new URL(`${options.searchUrl}${operation ? `/${operation}` : ''}`);
  if (organizationId) target.searchParams.set('organizationId', organizationId);
  const checked = new Request(request.url, { method: 'POST', headers: request.headers, body, signal: request.signal });
  return privateAnswer(
    await proxyRequest(checked, target, {
      service: 'search',
      timeoutMs: options.timeoutMs,
      addHeaders: { authorization },
      maxBodyBytes: SEARCH_MAX_BODY_BYTES,
      fetch: options.fetch,
    }),
  );
}
