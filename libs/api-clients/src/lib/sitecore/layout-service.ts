import * as v from 'valibot';
import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';
import type { LayoutServiceContext, LayoutServiceData, RouteData } from './layout-types';
import type { SitecoreConfig } from './sitecore-config';

export type LayoutResult =
  | { kind: 'found'; context: LayoutServiceContext; route: RouteData }
  | { kind: 'not-found'; context: LayoutServiceContext | null }
  | { kind: 'error'; error: UpstreamError };

const SERVICE = 'layout';

// Checked loosely: enough that the renderer can trust the structure it walks.
const rendering: v.GenericSchema = v.looseObject({
  componentName: v.string(),
  placeholders: v.optional(v.record(v.string(), v.array(v.lazy(() => rendering)))),
});
const layoutSchema = v.looseObject({
  sitecore: v.looseObject({
    context: v.looseObject({}),
    route: v.nullable(
      v.looseObject({
        name: v.string(),
        fields: v.optional(v.looseObject({})),
        placeholders: v.record(v.string(), v.array(rendering)),
      }),
    ),
  }),
});

export function layoutServiceUrl(config: SitecoreConfig, itemPath: string, language: string): URL {
  const url = new URL('/sitecore/api/layout/render/jss', config.apiUrl);
  url.searchParams.set('item', itemPath);
  url.searchParams.set('sc_lang', language);
  url.searchParams.set('sc_site', config.siteName);
  url.searchParams.set('sc_apikey', config.apiKey);
  return url;
}

/**
 * Route data for an item path (spec discovery §7 "Layout service"). A 404, with or without a body,
 * is not found; other statuses, timeouts and malformed bodies are errors the caller logs.
 */
export async function fetchLayout(
  config: SitecoreConfig,
  request: { itemPath: string; language: string; signal?: AbortSignal },
): Promise<LayoutResult> {
  try {
    const response = await fetchUpstream(
      layoutServiceUrl(config, request.itemPath, request.language),
      { headers: { accept: 'application/json' } },
      { service: SERVICE, timeoutMs: config.timeoutMs, fetch: config.fetch, signal: request.signal },
    );
    if (response.status !== 200 && response.status !== 404) {
      await response.body?.cancel();
      throw new UpstreamError(SERVICE, 'http', `GET ${request.itemPath}`, response.status);
    }
    const body = await readJson(response, SERVICE);
    if (response.status === 404 && body === undefined) return { kind: 'not-found', context: null };
    const parsed = v.safeParse(layoutSchema, body);
    if (!parsed.success) {
      throw new UpstreamError(SERVICE, 'invalid-response', `unexpected layout JSON for ${request.itemPath}`, response.status);
    }
    const data = parsed.output as unknown as LayoutServiceData;
    const { context, route } = data.sitecore;
    if (response.status === 404 || route === null) return { kind: 'not-found', context };
    return { kind: 'found', context, route };
  } catch (error) {
    if (error instanceof UpstreamError) return { kind: 'error', error };
    throw error;
  }
}
