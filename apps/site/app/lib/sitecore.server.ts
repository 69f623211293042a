import brand from 'virtual:brand';
import type { SitecoreConfig } from '@mbw/api-clients';
import { env } from './env.server';

export function sitecoreConfig(): SitecoreConfig {
  const { SITECORE_API_URL, SITECORE_API_KEY, UPSTREAM_TIMEOUT_MS } = env();
  return { apiUrl: SITECORE_API_URL, apiKey: SITECORE_API_KEY, siteName: brand.sitecoreSiteName, timeoutMs: UPSTREAM_TIMEOUT_MS };
}
