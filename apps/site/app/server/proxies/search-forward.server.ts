import { parseJsonBody, proxyRequest, readBody } from '@mbw/api-clients';
import { CACHE_PRIVATE } from '../runtime/cache-control';
import { jsonError } from './proxy-responses.server';

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

function privately(response: Response, allow?: string): Response {
  const answer = new Response(response.body, { status: response.status, statusText: response.statusText, headers: response.headers });
  answer.headers.set('Cache-Control', CACHE_PRIVATE);
  if (allow) answer.headers.set('Allow', allow);
  return answer;
}

export interface SearchForwardOptions {
  /** COVEO_SEARCH_URL (or local-services' stand-in). */
  searchUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export async function forwardSearch(request: Request, operation: string, options: SearchForwardOptions): Promise<Response> {
  if (!SEARCH_OPERATIONS.has(operation)) return privately(jsonError(404, 'Not found'));
  if (request.method !== 'POST') return privately(jsonError(405, 'Method not allowed'), 'POST');
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return privately(jsonError(415, 'JSON only'));
  const authorization = request.headers.get('authorization') ?? '';
  if (!BEARER.test(authorization)) return privately(jsonError(401, 'A search token is required'));
  const url = new URL(request.url);
  const organizationId = url.searchParams.get('organizationId');
  if (
    [...url.searchParams.keys()].some((key) => key !== 'organizationId') ||
    (organizationId !== null && !ORGANIZATION.test(organizationId))
  )
    return privately(jsonError(400, 'Unexpected query parameters'));
  const body = await readBody(request, SEARCH_MAX_BODY_BYTES);
  if (body === null) return privately(jsonError(413, 'Request body too large'));
  const parsed = parseJsonBody(body);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return privately(jsonError(400, 'Not a search request'));
  const target = new URL(`${options.searchUrl}${operation ? `/${operation}` : ''}`);
  if (organizationId) target.searchParams.set('organizationId', organizationId);
  const checked = new Request(request.url, { method: 'POST', headers: request.headers, body, signal: request.signal });
  return privately(
    await proxyRequest(checked, target, {
      service: 'search',
      timeoutMs: options.timeoutMs,
      addHeaders: { authorization },
      maxBodyBytes: SEARCH_MAX_BODY_BYTES,
      fetch: options.fetch,
    }),
  );
}
