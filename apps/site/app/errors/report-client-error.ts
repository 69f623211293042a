import { CLIENT_ERROR_PATH, ownPageHeaders, toClientErrorReport, type ClientErrorKind } from '@mbw/util';

/** A page that keeps failing sends at most this many reports (one per distinct error). */
const MAX_REPORTS_PER_PAGE = 10;
const sent = new Set<string>();

/**
 * Reports a browser error to the site (POST /api/client-errors, errors/client-errors.server.ts):
 * kind, message, stack, component stack and the page's path, scrubbed of personal data before it
 * leaves (@mbw/util toClientErrorReport; the server scrubs again). Each distinct error once, at
 * most MAX_REPORTS_PER_PAGE per page load; a report that cannot be sent is dropped silently.
 */
export function reportClientError(kind: ClientErrorKind, error: unknown, componentStack?: string | null): void {
  const report = toClientErrorReport({
    kind,
    message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? (error.stack ?? '') : '',
    componentStack: componentStack ?? '',
    path: globalThis.location?.pathname ?? '',
  });
  if (!report) return;
  const key = `${report.kind} ${report.message} ${report.stack.split('\n')[1] ?? ''}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  void fetch(CLIENT_ERROR_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { ...ownPageHeaders(), 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}
