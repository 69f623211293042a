import brand from 'virtual:brand';
import { createSearchTokenIssuer, type SearchTokenIssuer } from '@mbw/search-data-access/server';
import { coveoSearchUrl, env } from '../runtime/env.server';

let issuer: SearchTokenIssuer | undefined;

/**
 * The process's search-token issuer (spec discovery §7: "The search token is supplied by the
 * page"): the search page's loader and `GET /api/search/token` hand its tokens out. The brand's
 * restriction (tenant, the site's source) is the token's filter, so the service enforces it.
 */
export function searchTokens(): SearchTokenIssuer {
  const config = env();
  issuer ??= createSearchTokenIssuer({
    searchUrl: coveoSearchUrl(config),
    apiKey: config.COVEO_API_KEY,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    siteFilter: brand.search.restriction,
  });
  return issuer;
}
