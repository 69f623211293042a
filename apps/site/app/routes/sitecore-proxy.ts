import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { allowedContentRequest, parseJsonBody, proxyRequest, readBody, type ProxyOptions } from '@mbw/api-clients';
import brand from 'virtual:brand';
import { customerGraphqlDecision } from '../server/proxies/account-forward.server';
import { env } from '../server/runtime/env.server';
import { jsonError, privateAnswer } from '../server/proxies/proxy-responses.server';
import { credentialsOf } from '../server/session/session.server';

/**
 * Same-origin proxy to the content system for code running in the browser: the dictionary and
 * content GraphQL. The API key is added here and never reaches the browser. The layout service is
 * deliberately not proxied: pages are rendered by the server, and an open layout endpoint would
 * hand restricted pages' content to anonymous visitors; for the same reason the GraphQL endpoint
 * runs only the browser's own operations (@mbw/api-clients BROWSER_CONTENT_OPERATIONS, issue 23),
 * and the one that reads a customer's own data (CustomerProfile) goes only for that customer, with
 * their bearer token (server/proxies/account-forward.server.ts customerGraphqlDecision). Cross-site posts never
 * get here: the root middleware refuses every cross-site write.
 */
/** The browser's content queries are a few KB; anything larger is no operation of ours. */
const GRAPHQL_MAX_BODY_BYTES = 16 * 1024;

const ROUTES = [
  { pattern: /^jss\/dictionary\/[^/]+\/[^/]+$/, service: 'dictionary', methods: ['GET'] },
  { pattern: /^graph\/edge$/, service: 'graphql', methods: ['POST'] },
  // The map page's points list (issue 28): every point at once, public content.
  { pattern: /^salesandservicepoints$/, service: 'locator', methods: ['GET'] },
] as const;

async function forward(request: Request, url: URL, splat: string | undefined): Promise<Response> {
  const target = ROUTES.find((candidate) => candidate.pattern.test(splat ?? ''));
  if (!target) return jsonError(404, 'Not found');
  if (!(target.methods as readonly string[]).includes(request.method)) return jsonError(405, 'Method not allowed');
  const { SITECORE_API_URL, SITECORE_API_KEY, UPSTREAM_TIMEOUT_MS } = env();
  const upstream = new URL(`/sitecore/api/${splat}${url.search}`, SITECORE_API_URL);
  const options: ProxyOptions = {
    service: target.service,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    addSearchParams: target.service === 'graphql' ? { sc_site: brand.sitecoreSiteName } : { sc_apikey: SITECORE_API_KEY },
    addHeaders: target.service === 'graphql' ? { sc_apikey: SITECORE_API_KEY } : {},
  };
  if (target.service !== 'graphql') return proxyRequest(request, upstream, options);

  // Only the operations the site's own pages send, as codegen typed them: the API key reads
  // restricted items too, so a query of the browser's own never reaches the content system.
  const body = await readBody(request, GRAPHQL_MAX_BODY_BYTES);
  if (body === null) return jsonError(413, 'Request body too large');
  const allowed = allowedContentRequest(parseJsonBody(body));
  if (!allowed) return jsonError(404, 'Not found');
  const decision = await customerGraphqlDecision(allowed, () => credentialsOf(request, url));
  if (decision.kind === 'refused') return decision.response;
  const forwarded = new Request(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(allowed),
    signal: request.signal,
  });
  if (decision.kind === 'public') return proxyRequest(forwarded, upstream, options);
  const answer = await proxyRequest(forwarded, upstream, { ...options, addHeaders: { ...options.addHeaders, ...decision.headers } });
  return privateAnswer(answer, { setCookie: decision.setCookie });
}

export const loader = ({ request, url, params }: LoaderFunctionArgs) => forward(request, url, params['*']);
export const action = ({ request, url, params }: ActionFunctionArgs) => forward(request, url, params['*']);
