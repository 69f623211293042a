import { scrubPersonalData } from '@mbw/util';
import type { ErrorEvent } from '@sentry/react-router';

/**
 * Sentry's `beforeSend` for the browser and the server (issue 29 item 3): what went wrong and
 * where, never who. Every text an event carries (messages, exception values, stack frames, the
 * component stack, tags, extra data, the page URL) goes through the same scrubber as the site's own
 * reports (@mbw/util scrubPersonalData: e-mails, credentials, tokens, query strings); what only
 * says who (user, cookies, headers, request bodies, query strings, breadcrumbs) is dropped.
 * Ids Sentry and the site need (event, trace and span ids, the SDK's own fields) are kept as they are:
 * they are random, and the scrubber would take them for tokens.
 */
const KEPT_AS_IS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'sdk',
  'platform',
  'level',
  'timestamp',
  'start_timestamp',
  'environment',
  'release',
  'debug_meta',
  'lineno',
  'colno',
  'in_app',
  'mechanism',
]);

function scrubValue(value: unknown, key = ''): unknown {
  if (KEPT_AS_IS.has(key)) return value;
  if (typeof value === 'string') return scrubPersonalData(value);
  if (Array.isArray(value)) return value.map((item) => scrubValue(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, scrubValue(item, name)]));
  }
  return value;
}

export function scrubSentryEvent(event: ErrorEvent): ErrorEvent {
  const { user: _user, breadcrumbs: _breadcrumbs, request, ...rest } = event;
  const scrubbed = scrubValue(rest) as ErrorEvent;
  if (request) {
    // The page or request URL without its query; no cookies, headers, body or environment.
    scrubbed.request = request.url ? { url: scrubPersonalData(request.url.split(/[?#]/)[0] ?? '') } : {};
  }
  return scrubbed;
}
