import brand from 'virtual:brand';
import { fetchBackToInfo, fetchUpstream, parseContactPoints, readJson, UpstreamError, type ContactPoint } from '@mbw/api-clients';
import type { BlockDataLoader } from '@mbw/content-blocks/server';
import { isSignedIn } from '@mbw/account-data-access';
import { isLocatorRendering, loadLocator, type GeoIpAnswer } from '@mbw/locator/server';
import type { PageFacts } from '../request/request-context';
import { forwardedClient } from '../proxies/proxy-responses.server';
import { accountApiUrl, env } from '../runtime/env.server';
import { logEvent } from '../runtime/log.server';
import { credentialsOf } from '../session/session.server';
import { favouriteContactOf } from './favourite-contact.server';
import { sitecoreConfig } from './sitecore.server';
import { UpstreamCache } from './upstream-cache';

let pointsCache: UpstreamCache<ContactPoint[] | UpstreamError> | undefined;

/** Geo-ip may not hold the page up: spec §8 "Geo-ip failure: silent". */
const GEO_IP_TIMEOUT_MS = 1000;

/** Every sales and service point in a language, from the content system's site API, cached like the layout (one answer serves every visitor). */
export async function contactPointsFor(language: string): Promise<ContactPoint[]> {
  const { SITECORE_API_URL, SITECORE_API_KEY, UPSTREAM_TIMEOUT_MS, LAYOUT_CACHE_TTL_MS } = env();
  pointsCache ??= new UpstreamCache({ ttlMs: LAYOUT_CACHE_TTL_MS, maxStaleMs: 5 * 60_000, maxEntries: 20 });
  const result = await pointsCache.get(
    language,
    async () => {
      const url = new URL('/sitecore/api/salesandservicepoints', SITECORE_API_URL);
      url.searchParams.set('sc_lang', language);
      url.searchParams.set('sc_apikey', SITECORE_API_KEY);
      try {
        const response = await fetchUpstream(
          url,
          { headers: { accept: 'application/json' } },
          { service: 'locator', timeoutMs: UPSTREAM_TIMEOUT_MS },
        );
        if (!response.ok) throw new UpstreamError('locator', 'http', `salesandservicepoints answered ${response.status}`);
        return parseContactPoints(await readJson(response, 'locator'));
      } catch (error) {
        return error instanceof UpstreamError ? error : new UpstreamError('locator', 'invalid-response', String(error));
      }
    },
    { cacheable: (value) => !(value instanceof UpstreamError) },
  );
  if (result instanceof UpstreamError) throw result;
  return result;
}

/** GET /ResolveCountryByIp.aspx for the visitor's address (spec §7); null on any failure. */
export async function geoIpOf(request: Request): Promise<GeoIpAnswer | null> {
  const { GEOIP_URL, SITECORE_API_URL } = env();
  const client = forwardedClient(request);
  const response = await fetchUpstream(
    new URL('/ResolveCountryByIp.aspx', GEOIP_URL ?? SITECORE_API_URL),
    { headers: { accept: 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) } },
    { service: 'geoip', timeoutMs: GEO_IP_TIMEOUT_MS, signal: request.signal },
  );
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return (await readJson(response, 'geoip')) as GeoIpAnswer;
}

/** The places service's first match for a name (the map page's search without JavaScript). */
async function placeNamed(
  name: string,
  language: string,
  signal: AbortSignal,
): Promise<{ name: string; latitude: number; longitude: number } | null> {
  const { MAPS_URL, SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const url = new URL('/maps/places', MAPS_URL ?? SITECORE_API_URL);
  url.searchParams.set('q', name);
  url.searchParams.set('lang', language);
  url.searchParams.set('limit', '1');
  const response = await fetchUpstream(
    url,
    { headers: { accept: 'application/json' } },
    { service: 'places', timeoutMs: UPSTREAM_TIMEOUT_MS, signal },
  );
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  const first = ((await readJson(response, 'places')) as { places?: Array<{ name?: unknown; latitude?: unknown; longitude?: unknown }> })
    .places?.[0];
  return first && typeof first.name === 'string' && typeof first.latitude === 'number' && typeof first.longitude === 'number'
    ? { name: first.name, latitude: first.latitude, longitude: first.longitude }
    : null;
}

/**
 * The map page's block data (issue 28; @mbw/locator loadLocator): the points, the visitor's
 * geo-ip centre and country, and a signed-in visitor's favourite contact. Other blocks: none.
 */
export function locatorBlockData(facts: PageFacts, request: Request, url: URL): BlockDataLoader {
  return (rendering) => {
    if (!isLocatorRendering(rendering)) return undefined;
    const settings = env();
    return loadLocator(rendering, {
      url,
      referer: request.headers.get('referer'),
      signedIn: isSignedIn(facts.viewer, { editorActive: false }),
      points: () => contactPointsFor(facts.language.tag),
      geoIp: () => geoIpOf(request),
      place: (name) => placeNamed(name, facts.language.tag, request.signal),
      favouriteId: async () =>
        (
          await favouriteContactOf({
            viewer: facts.viewer,
            baseUrl: accountApiUrl(settings),
            timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
            signal: request.signal,
            credentials: () => credentialsOf(request, url),
          })
        ).id,
      // The page's item by its full content path (Experience Edge takes a path or an id).
      backTo: () =>
        fetchBackToInfo(sitecoreConfig(), {
          currentItemId: `/sitecore/content/${brand.sitecoreSiteName}/home${url.pathname.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/|$)/i, '') || '/'}`,
          language: facts.language.tag,
        }),
      log: (event, fields) => logEvent('warn', event, fields),
    });
  };
}
