import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, isRouteErrorResponse, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { env, errorReportingSettings } from './server/runtime/env.server';
import { reportServerError, startErrorReporting } from './server/runtime/error-reporting.server';
import { describeError, logEvent } from './server/runtime/log.server';
import { CriticalCssContext } from './document/critical-css';
import { criticalCss, inlineStylesheets, loadLazyStylesheets, routeStylesheets, usedLazyStylesheets } from './document/critical-css.server';
import { DeferHydrationScripts } from './document/defer-hydration-scripts.server';
import { NonceContext, nonceContext } from './server/security/nonce';
import { upstreamObserver } from './server/runtime/trace.server';
import { observeUpstreamCalls } from '@mbw/api-clients';

// The configuration is validated when the server build loads, so a bad value stops the server at
// start with the list of what is wrong (server/serve.ts), never on a visitor's first request.
env();
// Every upstream call forwards the request's trace and is timed for its Server-Timing (trace.server.ts).
observeUpstreamCalls(upstreamObserver);
// Server errors also go to Sentry when SENTRY_DSN is set (the SDK loads only then).
void startErrorReporting(errorReportingSettings(env()));

/** Abort rendering that has not finished streaming after this long. */
export const streamTimeout = 5_000;

/**
 * Streams the document. Crawlers get the complete HTML in one go (onAllReady); browsers get the
 * shell as soon as it is ready.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Set by the root middleware, which also sends the matching Content-Security-Policy.
  const nonce = loadContext.get(nonceContext);
  // Production documents carry their routes' CSS inline (the dev server injects CSS itself), and
  // the CSS of the lazy chunks whose classes the HTML uses (blocks, screens: critical-css.server.ts).
  const routeHrefs = import.meta.env.PROD ? routeStylesheets(routerContext) : [];
  const [css, lazyStylesheets] = import.meta.env.PROD ? await Promise.all([criticalCss(routeHrefs), loadLazyStylesheets()]) : [];
  const inlined = new Set(routeHrefs);
  const addLazyCss = (document: Buffer) =>
    lazyStylesheets ? inlineStylesheets(document, usedLazyStylesheets(document, lazyStylesheets, inlined), inlined) : document;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Created first so no callback can see it undeclared; `render` exists by the time it fires.
    const abortTimer = setTimeout(() => render.abort(), streamTimeout + 1000);
    const userAgent = request.headers.get('user-agent');
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const app = (
      <NonceContext value={nonce}>
        <CriticalCssContext value={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </CriticalCssContext>
      </NonceContext>
    );
    const render = renderToPipeableStream(app, {
      nonce,
      // React outlines finished Suspense boundaries above this size and streams them after the
      // shell, revealed by an inline script: content would then need JavaScript and shift in
      // late. Pages are small enough to send in order, so a finished boundary always goes inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      [readyOption]() {
        shellRendered = true;
        const body = new DeferHydrationScripts(addLazyCss);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        // Once the document is sent, the abort timer must not keep this render alive for seconds.
        body.on('close', () => clearTimeout(abortTimer));
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        render.pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(abortTimer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reach handleError through the rejection above.
        if (shellRendered) logEvent('error', 'render.stream-failed', { url: request.url, error: describeError(error) });
      },
    });
  });
}

/**
 * Server-side errors from loaders, actions and rendering: logged with their stack, never shown.
 * A request the site answers with a 4xx of its own (a method a route does not take: 405; an
 * unknown route: 404) is no fault of the server: logged at info with method and path. Failures also
 * go to Sentry when it is configured (error-reporting.server.ts), with the request's trace id.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const { pathname } = new URL(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) {
    logEvent('info', 'request.refused', { status: error.status, method: request.method, path: pathname });
    return;
  }
  logEvent('error', 'request.failed', { method: request.method, url: request.url, error: describeError(error) });
  reportServerError(error, request);
};
