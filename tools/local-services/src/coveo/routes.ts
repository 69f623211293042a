import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { json, type Mount, type Reply, type Route } from '../http/types.ts';
import { QuerySyntaxError } from './query-language.ts';
import { CoveoIndex, facetSearch, plan, querySuggest, search, type SearchContext } from './search.ts';
import { parseTokenRequest, SearchTokens } from './tokens.ts';

/**
 * The Coveo Search API v2 stand-in (what @coveo/headless 4 sends with search.proxyBaseUrl =
 * http://127.0.0.1:4010/rest/search/v2):
 *   POST /rest/search/v2/token          Authorization: Bearer {API key} → { token } (a search token)
 *   POST /rest/search/v2                search (q, aq, cq, lq, dq, facets, groupBy, sort, paging)
 *   POST /rest/search/v2/querySuggest   completions
 *   POST /rest/search/v2/facet          facet search
 *   POST /rest/search/v2/plan           the standalone search box's plan
 * Every search endpoint takes a search token (or the API key) as Bearer: 401 without or with a bad
 * one, 419 when it has expired (the engine then calls renewAccessToken). Analytics under /rest/ua
 * and /rest/organizations/{org}/events are accepted and dropped. Fault switch: `coveo`.
 */
export const SEARCH_BASE = '/rest/search/v2';
export const DEFAULT_COVEO_API_KEY = 'local-coveo-api-key';

export interface CoveoOptions {
  apiKey: string;
  tokenSecret: string;
  /** Load the index right after start (the command line's server) rather than on the first search, which would then take seconds. */
  warm?: boolean;
}

const faultReply = (): Reply => json(500, { statusCode: 500, message: 'Injected fault: coveo answers 500', type: 'InternalServerError' });

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] as string) : null;
}

export function coveoRoutes(db: DatabaseSync, options: CoveoOptions): Route[] {
  const tokens = new SearchTokens(options.tokenSecret);
  let index: CoveoIndex | null = null;
  const getIndex = () => (index ??= new CoveoIndex(db));
  if (options.warm) setImmediate(getIndex);

  /** The search context of a request's token; a Reply when it is refused. */
  async function authorise(req: IncomingMessage): Promise<SearchContext | Reply> {
    const token = bearer(req);
    if (!token) return json(401, { statusCode: 401, message: 'No access token was provided.', type: 'InvalidTokenException' });
    if (token === options.apiKey) return {};
    const check = await tokens.verify(token);
    if (!check.ok) return json(check.status, check.body);
    return {
      ...(check.claims.filter ? { tokenFilter: check.claims.filter } : {}),
      ...(check.claims.searchHub ? { searchHub: check.claims.searchHub } : {}),
    };
  }

  const searchRoute = (
    path: string,
    answer: (index: CoveoIndex, body: Record<string, unknown>, context: SearchContext) => unknown,
  ): Route => ({
    method: 'POST',
    path: `${SEARCH_BASE}${path}`,
    service: 'coveo',
    faultReply,
    handler: async ({ req, body }) => {
      const context = await authorise(req);
      if ('status' in context) return context;
      const request = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      try {
        return json(200, answer(getIndex(), request, context));
      } catch (error) {
        if (error instanceof QuerySyntaxError)
          return json(400, { statusCode: 400, message: error.message, type: 'InvalidSyntaxException' });
        throw error;
      }
    },
  });

  return [
    {
      method: 'POST',
      path: `${SEARCH_BASE}/token`,
      service: 'coveo',
      faultReply,
      handler: async ({ req, body }) => {
        if (bearer(req) !== options.apiKey) {
          return json(401, { statusCode: 401, message: 'The API key is invalid or missing.', type: 'InvalidTokenException' });
        }
        const parsed = parseTokenRequest(body);
        if (typeof parsed === 'string') return json(400, { statusCode: 400, message: parsed, type: 'InvalidParameterException' });
        if (parsed.claims.filter) {
          try {
            getIndex().expression(parsed.claims.filter);
          } catch (error) {
            if (error instanceof QuerySyntaxError)
              return json(400, { statusCode: 400, message: `filter: ${error.message}`, type: 'InvalidSyntaxException' });
            throw error;
          }
        }
        return json(200, { token: await tokens.issue(parsed.claims, parsed.validFor) });
      },
    },
    searchRoute('', search),
    searchRoute('/querySuggest', querySuggest),
    searchRoute('/facet', facetSearch),
    searchRoute('/plan', (_index, body) => plan(body)),
  ];
}

/** Usage analytics (Coveo UA v15 and the Event Protocol): accepted and dropped. */
export function coveoAnalyticsMounts(): Mount[] {
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    for await (const chunk of req) void chunk;
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end('{}');
  };
  return [
    { prefix: '/rest/ua', service: 'coveo', handle },
    { prefix: '/rest/organizations', service: 'coveo', handle },
  ];
}
