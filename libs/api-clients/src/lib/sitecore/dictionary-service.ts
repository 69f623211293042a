import * as v from 'valibot';
import { UpstreamError, fetchUpstream, readJson } from '../http/upstream';
import type { SitecoreConfig } from './sitecore-config';

const SERVICE = 'dictionary';
const MAX_PHRASES = 5000;

const dictionarySchema = v.looseObject({
  phrases: v.pipe(
    v.record(v.string(), v.string()),
    v.check((phrases) => Object.keys(phrases).length <= MAX_PHRASES, 'too many phrases'),
  ),
});

/**
 * GET /sitecore/api/jss/dictionary/{app}/{lng}?sc_apikey= (spec discovery §7). Throws UpstreamError;
 * the caller renders with the built-in catalog when the dictionary is unavailable.
 */
export async function fetchDictionary(
  config: SitecoreConfig,
  request: { language: string; signal?: AbortSignal },
): Promise<Record<string, string>> {
  const url = new URL(
    `/sitecore/api/jss/dictionary/${encodeURIComponent(config.siteName)}/${encodeURIComponent(request.language)}`,
    config.apiUrl,
  );
  url.searchParams.set('sc_apikey', config.apiKey);
  const response = await fetchUpstream(
    url,
    { headers: { accept: 'application/json' } },
    { service: SERVICE, timeoutMs: config.timeoutMs, fetch: config.fetch, signal: request.signal },
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(SERVICE, 'http', `GET dictionary ${request.language}`, response.status);
  }
  const parsed = v.safeParse(dictionarySchema, await readJson(response, SERVICE));
  if (!parsed.success) throw new UpstreamError(SERVICE, 'invalid-response', 'unexpected dictionary JSON', response.status);
  return parsed.output.phrases;
}
