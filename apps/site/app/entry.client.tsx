import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { ClientErrorKind } from '@mbw/util';
import { ERROR_REPORTING_SELECTOR } from './errors/error-reporting-config';

/**
 * React Router's default client entry, plus error reporting: React 19's root hooks and the
 * window's error events send what went wrong in the browser to the server log, scrubbed of
 * personal data (errors/report-client-error.ts) — or to Sentry when the site has a DSN (the
 * document says so: errors/error-reporting-config.ts; errors/report-to-sentry.ts). Either reporter
 * is loaded on the first error: nothing of them, the SDK included, is in the first load.
 */
const sentry = document.querySelector(ERROR_REPORTING_SELECTOR)?.getAttribute('content');

/** One import() each: a bundler preloads what an import needs, so the reporter not in use is never fetched. */
const toSentry = (settings: string, kind: ClientErrorKind, error: unknown, componentStack?: string) =>
  import('./errors/report-to-sentry').then((module) => module.reportToSentry(settings, kind, error, componentStack));
const toSite = (kind: ClientErrorKind, error: unknown, componentStack?: string) =>
  import('./errors/report-client-error').then((module) => module.reportClientError(kind, error, componentStack));

function report(kind: ClientErrorKind, error: unknown, componentStack?: string) {
  void (sentry ? toSentry(sentry, kind, error, componentStack) : toSite(kind, error, componentStack)).catch(() => undefined);
}

/** Logged in the console as React would, and reported. */
const hook = (kind: ClientErrorKind) => (error: unknown, info: { componentStack?: string }) => {
  console.error(error);
  report(kind, error, info.componentStack);
};

window.addEventListener('error', (event) => {
  // A resource that failed to load (an <img>) has no error and no message: not a script error.
  if (event.error !== undefined || event.message) report('window', event.error ?? event.message);
});
window.addEventListener('unhandledrejection', (event) => report('rejection', event.reason));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    { onUncaughtError: hook('uncaught'), onCaughtError: hook('caught'), onRecoverableError: hook('recoverable') },
  );
});
