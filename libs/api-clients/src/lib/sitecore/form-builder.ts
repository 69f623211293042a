import { fetchUpstream, readJson, UpstreamError } from '../http/upstream';
import type { SitecoreConfig } from './sitecore-config';

const SERVICE = 'form-builder';

export interface FormBuilderPost {
  formItemId: string;
  htmlPrefix: string;
  language: string;
  /** The form's fields as the visitor posted them (already narrowed to the form's own names). */
  body: FormData;
  /** The visitor's address, for the form builder's rate limit. */
  clientAddress?: string;
}

/** The form builder's status and JSON body; UpstreamError when it cannot be reached or answers no JSON. */
export interface FormBuilderAnswer {
  status: number;
  body: unknown;
}

/**
 * Sitecore Forms' form builder (spec discovery §7): POST with the form item id, html prefix and key
 * as query parameters, the fields as multipart/form-data. Uploads take longer than a page's data:
 * at least 30 s before it counts as a timeout.
 */
export async function postFormBuilder(config: SitecoreConfig, post: FormBuilderPost): Promise<FormBuilderAnswer> {
  const url = new URL('/api/jss/formbuilder', config.apiUrl);
  url.search = new URLSearchParams({
    'fxb.FormItemId': post.formItemId,
    'fxb.HtmlPrefix': post.htmlPrefix,
    sc_apikey: config.apiKey,
    sc_lang: post.language,
    sc_site: config.siteName,
  }).toString();
  const response = await fetchUpstream(
    url,
    { method: 'POST', body: post.body, headers: post.clientAddress ? { 'x-forwarded-for': post.clientAddress } : {} },
    { service: SERVICE, timeoutMs: Math.max(config.timeoutMs, 30_000), fetch: config.fetch },
  );
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new UpstreamError(SERVICE, 'http', 'server error', response.status);
  }
  return { status: response.status, body: await readJson(response, SERVICE) };
}

export interface FieldTrackingEvent {
  formId: string;
  sessionId: string;
  eventId: string;
  fieldId: string;
  fieldName: string;
  duration: number;
}

/** Field tracking (spec discovery §7 "field-tracking register endpoint"): the JSS tracker's events. */
export async function registerFieldTracking(config: SitecoreConfig, events: FieldTrackingEvent[]): Promise<void> {
  const url = new URL('/api/jss/fieldtracking/register', config.apiUrl);
  url.searchParams.set('sc_apikey', config.apiKey);
  const response = await fetchUpstream(
    url,
    { method: 'POST', body: JSON.stringify(events), headers: { 'content-type': 'application/json' } },
    { service: SERVICE, timeoutMs: config.timeoutMs, fetch: config.fetch },
  );
  await response.body?.cancel();
  if (!response.ok) throw new UpstreamError(SERVICE, 'http', 'tracking refused', response.status);
}
