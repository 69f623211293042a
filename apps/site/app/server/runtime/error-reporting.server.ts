import type * as SentrySdk from '@sentry/react-router';
import { scrubSentryEvent } from '../../errors/sentry-event';
import { currentTrace } from './trace.server';

/**
 * Server errors to Sentry (issue 29 item 3) when SENTRY_DSN is set: entry.server.tsx starts it as
 * the build loads and its `handleError` reports here, beside the log line it always writes. The
 * SDK (@sentry/react-router's server side, i.e. @sentry/node) is imported only then.
 *
 * Only what `handleError` hands over is sent: no request instrumentation, no performance data, no
 * OpenTelemetry set-up of Sentry's own (the site's export is trace-export.server.ts), no process
 * handlers (Node's own behaviour on an uncaught error stays). Every event carries the request's
 * trace id (the one its log lines carry) as Sentry's trace context and a `trace_id` tag, and is
 * scrubbed of personal data before it leaves (errors/sentry-event.ts).
 */
export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
}

type Sentry = typeof SentrySdk;

/** The integrations kept of Sentry's defaults: error chains and duplicates only. */
const KEPT_INTEGRATIONS = new Set(['LinkedErrors', 'Dedupe', 'FunctionToString']);

let started: Promise<Sentry | null> = Promise.resolve(null);

/** Loads and starts the SDK (once per process); without settings, nothing. */
export function startErrorReporting(settings: ErrorReportingSettings | null): Promise<unknown> {
  if (!settings) return started;
  started = import('@sentry/react-router').then((sentry) => {
    sentry.init({
      dsn: settings.dsn,
      environment: settings.environment,
      sendDefaultPii: false,
      skipOpenTelemetrySetup: true,
      // No ESM loader hooks either: they exist for Sentry's automatic instrumentation, which is not used.
      registerEsmLoaderHooks: false,
      integrations: (defaults) => defaults.filter((integration) => KEPT_INTEGRATIONS.has(integration.name)),
      beforeSend: scrubSentryEvent,
      beforeBreadcrumb: () => null,
    });
    return sentry;
  });
  return started;
}

/** Reports a server error of `request` (method and path, never the query), with this request's trace id. */
export function reportServerError(error: unknown, request: { method: string; url: string }): void {
  const trace = currentTrace();
  const path = new URL(request.url).pathname;
  void started.then((sentry) =>
    sentry?.withScope((scope) => {
      // Sentry's trace context is the request's trace: the same id as its log lines and upstream calls.
      if (trace) {
        scope.setPropagationContext({ traceId: trace.traceId, parentSpanId: trace.spanId, sampleRand: Math.random() });
        scope.setTag('trace_id', trace.traceId);
      }
      scope.setTag('method', request.method);
      scope.setExtra('path', path);
      // On this scope itself, whatever async context strategy Sentry found (the site's OpenTelemetry
      // context manager may be registered too).
      scope.captureException(error);
    }),
  );
}

/** Sends what is queued (tests; a shutdown). */
export async function flushErrorReports(timeoutMs = 2000): Promise<boolean> {
  const sentry = await started;
  return sentry ? sentry.flush(timeoutMs) : true;
}
