import * as Sentry from '@sentry/react-router';
import type { ClientErrorKind } from '@mbw/util';
import { parseErrorReporting } from './error-reporting-config';
import { scrubSentryEvent } from './sentry-event';

/** A page that keeps failing sends at most this many reports (as the site's own endpoint: report-client-error.ts). */
const MAX_REPORTS_PER_PAGE = 10;
let started = false;
let sent = 0;

/**
 * A browser error to Sentry (with SENTRY_DSN; entry.client.tsx loads this module on the first error,
 * so the SDK is never in a page's first load), with the document's error-reporting meta. The SDK starts with no default integration but error
 * chains and duplicates: no breadcrumbs (clicks, console and fetch URLs can carry personal data), no
 * global handlers (entry.client.tsx already routes window errors here), no sessions, no tracing.
 * Every event is scrubbed before it leaves (sentry-event.ts).
 */
export function reportToSentry(meta: string, kind: ClientErrorKind, error: unknown, componentStack?: string | null): void {
  if (!started) {
    const settings = parseErrorReporting(meta);
    if (!settings) return;
    Sentry.init({
      dsn: settings.dsn,
      environment: settings.environment,
      sendDefaultPii: false,
      defaultIntegrations: false,
      integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
      beforeSend: scrubSentryEvent,
      beforeBreadcrumb: () => null,
    });
    started = true;
  }
  if (sent >= MAX_REPORTS_PER_PAGE) return;
  sent += 1;
  Sentry.captureException(error, {
    tags: { kind },
    contexts: { react: { componentStack: componentStack ?? '' } },
    extra: { path: globalThis.location?.pathname ?? '' },
  });
}
