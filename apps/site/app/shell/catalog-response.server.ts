import brand from 'virtual:brand';
import { data, redirect } from 'react-router';
import type { CatalogPageLoad, CatalogRequest, CatalogResponse } from '@mbw/shop-catalog/server';
import { withPageMessages } from '../i18n/page-messages.server';
import type { MessageSet } from '../i18n/message-sets';
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { logEvent } from '../server/runtime/log.server';
import type { PageFacts } from '../server/request/request-context';
import { notFoundPage } from './not-found.server';
import { unavailablePage } from './unavailable.server';

/** What every catalog page load reads of the request (the app's per-request context). */
export function catalogRequest(facts: PageFacts, request: Request, url: URL): CatalogRequest {
  return {
    url,
    language: facts.language,
    market: facts.market,
    origin: facts.publicOrigin,
    siteName: brand.displayName,
    signal: request.signal,
    log: (event, fields) => logEvent('warn', event, fields),
  };
}

function responseHeaders(response: CatalogResponse): Headers {
  const headers = new Headers({ 'Cache-Control': response.cache === 'private' ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE });
  if (response.vary) headers.set('Vary', response.vary);
  if (response.setCookie) headers.set('Set-Cookie', response.setCookie);
  return headers;
}

/**
 * A catalog page load as the route's answer: a redirect (302) and the not-found page are thrown
 * (the page shell renders the latter in the frame; `personal`: never shared by caches), a failing
 * gateway is 'Something went wrong' (503), the page is its data with the load's cache headers
 * (`finish`: what the route adds to it first, e.g. another feature's part). The page and its
 * 'Something went wrong' state carry the messages of the features the route shows (`messages`).
 */
export async function catalogPageResponse<P, Q = P>(
  facts: PageFacts,
  load: CatalogPageLoad<P>,
  options: { url: URL; messages: readonly MessageSet[]; personal?: boolean; finish?: (page: P) => Promise<Q> },
) {
  if (load.kind === 'not-found') throw await notFoundPage(facts, options.personal ? { personal: true } : {});
  if (load.kind === 'unavailable')
    return unavailablePage(facts, {
      url: options.url,
      itemPath: load.itemPath,
      event: load.event,
      error: load.error,
      messages: options.messages,
    });
  if (load.kind === 'redirect') throw redirect(load.location, { status: 302, headers: responseHeaders(load.response) });
  const page = options.finish ? await options.finish(load.page) : (load.page as unknown as Q);
  return data(await withPageMessages(facts.language, options.messages, page as Q & object), { headers: responseHeaders(load.response) });
}
