import type { LoaderFunctionArgs } from 'react-router';
import { proxyRequest } from '@mbw/api-clients';
import { env } from '../server/runtime/env.server';
import { forwardedClient } from '../server/proxies/proxy-responses.server';

/** GET /ResolveCountryByIp.aspx on the site origin (spec discovery §7), answered by the geo-ip service. */
export function loader({ request }: LoaderFunctionArgs) {
  const { GEOIP_URL, SITECORE_API_URL, UPSTREAM_TIMEOUT_MS } = env();
  return proxyRequest(request, new URL('/ResolveCountryByIp.aspx', GEOIP_URL ?? SITECORE_API_URL), {
    service: 'geoip',
    timeoutMs: UPSTREAM_TIMEOUT_MS,
    clientAddress: forwardedClient(request),
  });
}
