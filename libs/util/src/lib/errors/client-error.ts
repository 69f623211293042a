/**
 * A browser error as the site reports it (apps/site entry.client.tsx → POST /api/client-errors →
 * the server log): what happened and where, never who. Built and scrubbed in the browser, checked,
 * clipped and scrubbed again on the server (a client is never trusted to have done it).
 */
export const CLIENT_ERROR_PATH = '/api/client-errors';

/** React's three error hooks, and errors outside React (window error, unhandled rejection). */
export const CLIENT_ERROR_KINDS = ['uncaught', 'caught', 'recoverable', 'window', 'rejection'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack: string;
  componentStack: string;
  /** The page's path, without its query or fragment. */
  path: string;
}

/** Upper bounds of each field (and of the request body: CLIENT_ERROR_MAX_BYTES). */
export const CLIENT_ERROR_LIMITS = { message: 500, stack: 4000, componentStack: 2000, path: 300 } as const;
export const CLIENT_ERROR_MAX_BYTES = 16 * 1024;

const REPLACEMENTS: ReadonlyArray<[RegExp, string]> = [
  // Credentials named as such: "Bearer …", "token=…", "password: …", cookie headers.
  [/\b(bearer|basic)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  [
    /\b(cookie|set-cookie|authorization|password|passwd|secret|token|api[_-]?key|access[_-]?token|sc_apikey|session)\b(["']?\s*[:=]\s*)((?:bearer|basic)\s+)?("[^"]*"|'[^']*'|[^\s,;&"']+)/gi,
    '$1$2[redacted]',
  ],
  // E-mail addresses.
  [/[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  // JSON Web Tokens and other long opaque strings (hex or base64 of 32 characters and more).
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]'],
  [/\b[A-Fa-f0-9]{32,}\b/g, '[token]'],
  [/(?<![\w/.-])[A-Za-z0-9+/_-]{40,}={0,2}/g, '[token]'],
  // Query strings of URLs (search terms, e-mails, tokens): the path stays.
  [/(https?:\/\/[^\s?#"')]+|\/[\w./%-]*)\?[^\s#"')]*/g, '$1?[query]'],
];

/** Removes what could identify a person or open their account from an error text. */
export function scrubPersonalData(text: string): string {
  let scrubbed = text;
  for (const [pattern, replacement] of REPLACEMENTS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * A report from whatever arrived (or was thrown): known kind or null, every field a string within
 * its limit, scrubbed; the path without query or fragment.
 */
export function toClientErrorReport(input: unknown): ClientErrorReport | null {
  if (typeof input !== 'object' || input === null) return null;
  const record = input as Record<string, unknown>;
  const kind = CLIENT_ERROR_KINDS.find((known) => known === record['kind']);
  if (!kind) return null;
  const message = scrubPersonalData(clip(record['message'], CLIENT_ERROR_LIMITS.message));
  if (!message) return null;
  return {
    kind,
    message,
    stack: scrubPersonalData(clip(record['stack'], CLIENT_ERROR_LIMITS.stack)),
    componentStack: scrubPersonalData(clip(record['componentStack'], CLIENT_ERROR_LIMITS.componentStack)),
    path: scrubPersonalData(clip(record['path'], CLIENT_ERROR_LIMITS.path).split(/[?#]/)[0] ?? ''),
  };
}
