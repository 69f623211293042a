import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { ClientErrorKind } from '@mbw/util';

/**
 * React Router's default client entry, plus error reporting: React 19's root hooks and the
 * window's error events send what went wrong in the browser to the server log, scrubbed of
 * personal data (errors/report-client-error.ts, loaded on the first error: nothing in the first load).
 */
function report(kind: ClientErrorKind, error: unknown, componentStack?: string) {
  void import('./errors/report-client-error')
    .then((module) => module.reportClientError(kind, error, componentStack))
    .catch(() => undefined);
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
