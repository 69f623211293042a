import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { UpstreamError, fetchUpstream, readJson } from '@mbw/api-clients';
import { andExpressions } from '../engine/group-by';

/** Who asks for a token: what the service restricts for them (spec discovery §6). */
export interface SearchTokenViewer {
  /** The signed-in customer's user name; null for an anonymous visitor. */
  userName: string | null;
  canAccessPreLaunchProducts: boolean;
}

export interface SearchTokenIssuerOptions {
  /** Base of the Search API v2 (`{url}/token` issues tokens). */
  searchUrl: string;
  /** The API key allowed to impersonate (server only; never sent to a browser). */
  apiKey: string;
  timeoutMs: number;
  /** Tenant and site source every search of this brand is limited to (a query expression). */
  siteFilter: string;
  fetch?: typeof fetch;
}

/** How long a token lives, and how long the server reuses one (well inside its life). */
const SEARCH_TOKEN_VALID_MS = 60 * 60 * 1000;
const REUSE_MS = 45 * 60 * 1000;
const ANONYMOUS_USER = 'anonymous';

const TokenAnswer = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/**
 * The token's filter, which the search service adds to every query the token makes (so a page
 * cannot drop it): the brand's tenant and source, and no pre-launch items unless the viewer may
 * see them (spec discovery §6: "Pre-launch products are hidden from instant results … unless the
 * context check allows them"; "Tenant restrictions apply to every search").
 */
export function searchTokenFilter(siteFilter: string, viewer: SearchTokenViewer): string {
  return andExpressions(siteFilter, viewer.canAccessPreLaunchProducts ? '' : '@isprelaunch==false');
}

/**
 * Issues search tokens the way Coveo's `POST /rest/search/v2/token` does (an API key
 * impersonating the visitor, with a filter and a lifetime). One token per user and filter is
 * reused for 45 minutes, so pages do not ask the service on every request.
 */
export function createSearchTokenIssuer(options: SearchTokenIssuerOptions) {
  const cache = new LRUCache<string, string>({ max: 5000, ttl: REUSE_MS });
  return async function issueSearchToken(viewer: SearchTokenViewer, signal?: AbortSignal): Promise<string> {
    const filter = searchTokenFilter(options.siteFilter, viewer);
    const user = viewer.userName ?? ANONYMOUS_USER;
    const key = `${user}\n${filter}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const response = await fetchUpstream(
      `${options.searchUrl}/token`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          userIds: [{ name: user, provider: 'Email Security Provider', type: 'User' }],
          filter,
          validFor: SEARCH_TOKEN_VALID_MS,
        }),
      },
      { service: 'search-token', timeoutMs: options.timeoutMs, fetch: options.fetch, signal },
    );
    if (!response.ok) throw new UpstreamError('search-token', 'http', 'token refused', response.status);
    const parsed = v.safeParse(TokenAnswer, await readJson(response, 'search-token'));
    if (!parsed.success) throw new UpstreamError('search-token', 'invalid-response', 'no token in the answer');
    cache.set(key, parsed.output.token);
    return parsed.output.token;
  };
}

export type SearchTokenIssuer = ReturnType<typeof createSearchTokenIssuer>;
