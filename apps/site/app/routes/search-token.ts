import type { LoaderFunctionArgs } from 'react-router';
import { jsonResponse } from '@mbw/api-clients';
import { env } from '../server/runtime/env.server';
import { requestContext } from '../server/request/request-context';
import { CACHE_PRIVATE } from '../server/runtime/cache-control';
import { searchTokens } from '../server/upstream/search.server';
import { describeError, logEvent } from '../server/runtime/log.server';

/**
 * GET /api/search/token: the page's search token for the header's instant search (spec discovery
 * §7; the search page gets its token with its data). A credential: under /api, so only this
 * site's own pages get one. 503 when the search service does not issue one; the header's box then
 * stays a plain form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await context.get(requestContext).viewer();
  try {
    const token = await searchTokens()(viewer, request.signal);
    const answer = jsonResponse(200, { token, organizationId: env().COVEO_ORGANIZATION_ID });
    answer.headers.set('Cache-Control', CACHE_PRIVATE);
    return answer;
  } catch (error) {
    // A visitor who left (the request aborted) is not a failing service.
    if (!request.signal.aborted) logEvent('warn', 'search.token-unavailable', { error: describeError(error) });
    const answer = jsonResponse(503, { error: 'Search is not available right now' });
    answer.headers.set('Cache-Control', CACHE_PRIVATE);
    return answer;
  }
}
