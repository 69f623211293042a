import type { GraphqlFetchOptions } from '../graphql/graphql-fetch';

/** Where the content system lives and how to call it; built by the app from its env module. */
export interface SitecoreConfig {
  /** Base URL of the Sitecore CD/Edge host, e.g. http://localhost:4010 (no trailing slash). */
  apiUrl: string;
  /** JSS API key (sc_apikey). Stays on the server. */
  apiKey: string;
  /** Site name as Sitecore knows it (sc_site, dictionary app). */
  siteName: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The content graph (Experience Edge, `/sitecore/api/graph/edge`) as the server asks it: with the site's API key and timeout. */
export const contentGraphqlOptions = (config: SitecoreConfig, service: string): GraphqlFetchOptions => ({
  url: new URL('/sitecore/api/graph/edge', config.apiUrl),
  service,
  headers: { sc_apikey: config.apiKey },
  timeoutMs: config.timeoutMs,
  fetch: config.fetch,
});
