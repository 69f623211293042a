import type { MiddlewareFunction } from 'react-router';
import type { Viewer } from '@mbw/account-data-access';
import { requestContext } from './request-context';
import { resolveRequestFacts, type RequestFactsConfig } from './request-context.server';
import { isFromOwnPage, ownPageRule } from '../security/own-page';
import { crossSiteRefusal, hostsOf, isCrossSiteWrite } from '../security/request-guards';

export interface RequestFactsMiddlewareOptions {
  /** The brand's and the environment's part of the facts (read per request: env() is validated lazily). */
  config: () => RequestFactsConfig;
  /** The viewer the session cookie names (decrypts it): asked only when a loader reads the viewer. */
  viewerFrom: (cookieHeader: string | null) => Promise<Viewer>;
  /** The shop check (spec shop §1): asked only when a loader reads the shop fact. */
  requestShop: (cookieHeader: string | null) => Promise<boolean>;
  log: (event: string, fields: Record<string, unknown>) => void;
}

/**
 * Before any route runs: the request's facts (language, origin, market; the viewer, the shop fact and
 * the cache policy computed on first read) for every loader, and no state change another site asked
 * for (every action and proxy sits behind this). A media, health, sitemap or proxy request that never
 * reads the viewer or the shop fact neither decrypts the session nor asks the shop check.
 */
export function requestFactsMiddleware(options: RequestFactsMiddlewareOptions): MiddlewareFunction<Response> {
  return async ({ context, request, url }, next) => {
    const config = options.config();
    const header = (name: string) => request.headers.get(name);
    // A GET that changes state or hands out a credential only from our own pages (security/own-page.ts):
    // refused before anything is read or asked upstream.
    const ownPage = ownPageRule(url.pathname);
    if (ownPage && !isFromOwnPage({ method: request.method, header }, ownPage, hostsOf([url.host, config.configuredPublicOrigin]))) {
      options.log('request.cross-site-refused', {
        method: request.method,
        path: url.pathname,
        site: request.headers.get('sec-fetch-site'),
      });
      return crossSiteRefusal();
    }
    const cookieHeader = request.headers.get('cookie');
    const facts = resolveRequestFacts(url, cookieHeader, config, {
      viewer: () => options.viewerFrom(cookieHeader),
      shop: () => options.requestShop(cookieHeader),
    });
    context.set(requestContext, facts);
    // The production server refuses these before React Router (server/serve.ts); this covers the
    // dev server and any other host of the request handler.
    if (isCrossSiteWrite({ method: request.method, header }, hostsOf([url.host, facts.publicOrigin]))) {
      return crossSiteRefusal();
    }
    return next();
  };
}
