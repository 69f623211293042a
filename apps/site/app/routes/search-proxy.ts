import type { ActionFunctionArgs } from 'react-router';
import { coveoSearchUrl, env } from '../server/runtime/env.server';
import { forwardSearch } from '../server/proxies/search-forward.server';
import { jsonError } from '../server/proxies/proxy-responses.server';

/**
 * POST /api/search/v2[/querySuggest|/facet|/plan]: the browser's Coveo engine, same-origin
 * (server/proxies/search-forward.server.ts says what passes). Under /api: own pages only.
 */
export function action({ request, params }: ActionFunctionArgs) {
  const config = env();
  return forwardSearch(request, params.operation ?? '', { searchUrl: coveoSearchUrl(config), timeoutMs: config.UPSTREAM_TIMEOUT_MS });
}

export function loader() {
  const refused = jsonError(405, 'Method not allowed');
  refused.headers.set('Allow', 'POST');
  return refused;
}
