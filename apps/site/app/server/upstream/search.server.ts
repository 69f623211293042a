import brand from 'virtual:brand';
import type { BlockDataLoader } from '@mbw/content-blocks/server';
import { loadLister, placedListerOf, type SearchPageContext } from '@mbw/search/server';
import type { PageMetaInput } from '@mbw/util';
import { createSearchTokenIssuer, type SearchTokenIssuer } from '@mbw/search-data-access/server';
import type { PageFacts } from '../request/request-context';
import { coveoSearchUrl, env } from '../runtime/env.server';
import { logEvent } from '../runtime/log.server';

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

/** What the search page of @mbw/search needs of the app for this request: the brand's tabs and hub, the service, the viewer's token. */
export function searchPageContext(facts: PageFacts, request: Request, url: URL): SearchPageContext {
  const config = env();
  return {
    url,
    language: facts.language.language,
    viewer: facts.viewer,
    brand: { tabs: brand.search.tabs, defaultTab: brand.search.defaultTab, searchHub: brand.search.hubs.global },
    organizationId: config.COVEO_ORGANIZATION_ID,
    searchUrl: coveoSearchUrl(config),
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
    issueToken: searchTokens(),
    signal: request.signal,
    log: (event, fields) => logEvent('warn', event, fields),
  };
}

/** The search page's head: its title, noindex (results pages are not for search engines), no alternates. */
export function searchPageSeo(facts: PageFacts, title: string): PageMetaInput {
  return {
    title,
    siteName: brand.displayName,
    canonicalUrl: new URL(`/${facts.language.tag}/Search`, facts.publicOrigin).toString(),
    language: facts.language.tag,
    alternates: [],
    noindex: true,
  };
}

/**
 * The server data of the content blocks that search (the product-family, accessories, downloads,
 * events, jobs and stories listers, spec discovery §2; the viewer says whether restricted files
 * open, §6): their first results for this request's URL, with the viewer's token. Other blocks: none.
 */
export function listerBlockData(facts: PageFacts, request: Request, url: URL): BlockDataLoader {
  return (rendering) => {
    const placed = placedListerOf(rendering);
    if (!placed) return undefined;
    const config = env();
    return loadLister(placed, {
      url,
      language: facts.language.language,
      viewer: facts.viewer,
      siteHub: brand.search.hubs.global,
      hubs: brand.search.hubs,
      tenant: brand.search.tenant,
      source: brand.search.source,
      organizationId: config.COVEO_ORGANIZATION_ID,
      searchUrl: coveoSearchUrl(config),
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      issueToken: searchTokens(),
      signal: request.signal,
      log: (event, fields) => logEvent('warn', event, fields),
    });
  };
}
