import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';
import * as v from 'valibot';

/** Name in UpstreamError.service for every product-data call (the fault switch in local-services too). */
export const PRODUCT_DATA_SERVICE = 'product-data';

/**
 * Where the product data lives; built by the app from its env module (server side only).
 * Spec product §7: the gateway answers /product-data/v1/…, the site API /api/MasterProducts/…
 * (in local-services both are the same host).
 */
export interface ProductDataConfig {
  /** Base URL of the product-data gateway ({product api}), without a trailing slash needed. */
  gatewayUrl: string;
  /** Base URL of the site API that answers /api/MasterProducts/* (the content delivery host). */
  siteApiUrl: string;
  /** Tenant = the site name (group, technologies, sensor, welding-tools). */
  tenant: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Common request options: the language (en, de, fr, it or a regional tag) and the page's abort signal. */
export interface ProductDataRequest {
  language: string;
  signal?: AbortSignal;
}

/** Base URL + path, keeping a path prefix of the base (https://api.example.com/gateway + /product-data/…). */
export function productDataUrl(base: string, path: string, query: Record<string, string | readonly string[] | undefined> = {}): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) url.searchParams.append(key, item);
  }
  return url;
}

/**
 * One call: fetch with the config's timeout, non-OK answers and malformed bodies become
 * UpstreamError (service 'product-data'), so the page can show 'Something went wrong'
 * (spec product §8) — or its not-found handling for a 404 (see isProductNotFound).
 */
export async function requestProductData<TSchema extends v.GenericSchema>(
  config: ProductDataConfig,
  url: URL,
  schema: TSchema,
  options: { what: string; signal?: AbortSignal; method?: 'GET' | 'POST'; body?: unknown },
): Promise<v.InferOutput<TSchema>> {
  const init: RequestInit = { method: options.method ?? 'GET', headers: { accept: 'application/json' } };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
  }
  const response = await fetchUpstream(url, init, {
    service: PRODUCT_DATA_SERVICE,
    timeoutMs: config.timeoutMs,
    fetch: config.fetch,
    signal: options.signal,
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(PRODUCT_DATA_SERVICE, 'http', options.what, response.status);
  }
  const parsed = v.safeParse(schema, await readJson(response, PRODUCT_DATA_SERVICE));
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const where = issue?.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new UpstreamError(
      PRODUCT_DATA_SERVICE,
      'invalid-response',
      `${options.what}: ${where ? `${where}: ` : ''}${issue?.message ?? 'unexpected JSON'}`,
      response.status,
    );
  }
  return parsed.output;
}

/** True when a product-data call failed because the product (or variant) does not exist. */
export function isProductNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.service === PRODUCT_DATA_SERVICE && error.failure === 'http' && error.status === 404;
}
