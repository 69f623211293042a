import type { LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { jsonError } from '../server/proxies/proxy-responses.server';
import { env } from '../server/runtime/env.server';

/** What the map page asks for; anything else under /maps is not forwarded. */
const MAP_PATHS: Record<string, string> = { places: 'places', 'style.json': 'map-style', 'countries.geojson': 'map-style' };

/**
 * /maps/* on the site's own origin (issue 28): the places autocomplete and the offline map style
 * of the sales and service points page, from MAPS_URL (local-services by default), so the page's
 * CSP stays `connect-src 'self'` and no request leaves for a third party. GET only.
 */
export function loader({ request, url, params }: LoaderFunctionArgs) {
  const path = params['*'] ?? '';
  const service = Object.hasOwn(MAP_PATHS, path) ? MAP_PATHS[path] : undefined;
  if (!service) return jsonError(404, 'Not found');
  const { MAPS_URL, SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  const query = new URLSearchParams();
  if (service === 'places') {
    for (const name of ['q', 'lang', 'limit']) {
      const value = url.searchParams.get(name);
      if (value !== null) query.set(name, value.slice(0, 100));
    }
  }
  const search = query.size > 0 ? `?${query}` : '';
  return proxyRequest(request, new URL(`/maps/${path}${search}`, MAPS_URL ?? SITECORE_API_URL), {
    service,
    timeoutMs: UPSTREAM_TIMEOUT_MS,
  });
}
