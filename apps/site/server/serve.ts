/**
 * Production server of a brand app: `node ../site/server/serve.ts [buildDir]` from the brand app
 * folder (Node 24 runs this TypeScript directly). Static files first, then the React Router
 * handler; we own it rather than use react-router-serve so that every response, a malformed URL
 * included, is answered by the site and carries its headers.
 * Environment: PORT (default 3000), HOST (default 0.0.0.0), SIGN_IN_RATE_LIMIT, MULTIPASS_RATE_LIMIT, CLIENT_ERROR_RATE_LIMIT,
 * FORM_POST_RATE_LIMIT and TRUSTED_PROXY_HOPS (app/server/session/sign-in-limit.server.ts), plus the site's own
 * (env.server.ts; REDIS_URL and DRAIN_TIMEOUT_MS are read here, app/server/scale-out/).
 */
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import compression from 'compression';
import onHeaders from 'on-headers';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { createRequestHandler } from '@react-router/express';
import type { ServerBuild } from 'react-router';
import { describeError, logEvent } from '../app/server/runtime/log.server.ts';
import { accessLogFields, currentTrace, newTrace, runWithTrace, serverTiming, traceparentOf } from '../app/server/runtime/trace.server.ts';
import { env } from '../app/server/runtime/env.server.ts';
import { startTraceExport, traceExportSettings } from '../app/server/runtime/trace-export.server.ts';
import { CLIENT_ADDRESS_HEADER, CROSS_SITE_REFUSAL, hostsOf, isCrossSiteWrite } from '../app/server/security/request-guards.ts';
import { baseSecurityHeaders } from '../app/server/security/security-headers.ts';
import { mayNameStaticFile } from '../app/server/runtime/static-paths.ts';
import {
  clientAddress,
  clientErrorLimitSettings,
  clientErrorRateLimit,
  formPostLimitSettings,
  formPostRateLimit,
  multipassLimitSettings,
  multipassRateLimit,
  signInLimitSettings,
  signInRateLimit,
} from '../app/server/session/sign-in-limit.server.ts';
// Scale-out (issue 29): rate-limit budgets in Redis when REDIS_URL is set, /readyz, draining on SIGTERM.
import { parseEnv } from '../app/server/runtime/env.server.ts';
import { drainOnSignals } from '../app/server/scale-out/drain.server.ts';
import { rateLimitStores } from '../app/server/scale-out/rate-limit-store.server.ts';
import { serverReadiness } from '../app/server/scale-out/readiness.server.ts';

const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`The site server needs Node 24; Node ${process.versions.node} is running. Start it through npm or npx nx.`);
  process.exit(1);
}

const buildDir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '0.0.0.0';
const brandFolder = path.basename(path.dirname(buildDir));
function readSignInLimit() {
  try {
    const config = parseEnv(process.env);
    // One budget per brand and limit in the shared store (rate-limit-store.server.ts).
    const stores = rateLimitStores(config.REDIS_URL, brandFolder);
    return {
      config,
      stores,
      limits: [
        signInRateLimit(signInLimitSettings(process.env), stores.storeFor('sign-in')),
        multipassRateLimit(multipassLimitSettings(process.env), stores.storeFor('multipass')),
        clientErrorRateLimit(clientErrorLimitSettings(process.env), stores.storeFor('client-errors')),
        formPostRateLimit(formPostLimitSettings(process.env), stores.storeFor('form-posts')),
      ],
    };
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
const { config, stores, limits } = readSignInLimit();
const [signInLimit, multipassLimit, clientErrorLimit, formPostLimit] = limits;
/** Loading the build validates the configuration (entry.server.tsx): a bad value ends the start here. */
async function loadBuild(): Promise<ServerBuild> {
  try {
    return (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  } catch (error) {
    console.error(error instanceof Error && error.message.startsWith('Invalid environment') ? error.message : describeError(error));
    process.exit(1);
  }
}
const build = await loadBuild();
// OpenTelemetry export when OTEL_EXPORTER_OTLP_ENDPOINT is set (trace-export.server.ts): the SDK is
// loaded here then, and never otherwise. Buffered spans are sent when the drain ends (SIGTERM).
const traceExport = await startTraceExport(traceExportSettings(env(), path.basename(path.dirname(buildDir))));

/**
 * A path whose %-escapes do not decode names no file: let the site answer it (a 404 page). Nor
 * does a path without an extension (static-paths.ts): pages skip the file lookup.
 */
function onlyDecodablePaths(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (!mayNameStaticFile(req.path)) {
      next();
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    handler(req, res, next);
  };
}

const app = express();
app.disable('x-powered-by');
// Scale-out: requests in flight are counted so SIGTERM can let them finish (drain.server.ts); /readyz
// says 503 until the configured upstreams (and Redis) answered once, and again while draining.
const ready = serverReadiness(config, stores);
const drain = drainOnSignals({
  timeoutMs: config.DRAIN_TIMEOUT_MS,
  onDrain: () => ready.drain(),
  // After the last answer: the Redis connection, and the spans still buffered for the collector.
  cleanUp: async () => {
    await Promise.all([stores.close(), traceExport?.shutdown().catch(() => undefined)]);
  },
});
app.use(drain.track);
// Request tracing (trace.server.ts): the caller's W3C trace or a new one, for everything that
// follows. The answer names the trace (`traceresponse`) and times each upstream call
// (`Server-Timing`); one access-log line per request once it is sent.
app.use((req, res, next) => {
  const trace = newTrace(req.get('traceparent'));
  const started = performance.now();
  onHeaders(res, () => {
    res.setHeader('Server-Timing', serverTiming(trace, performance.now() - started));
    res.setHeader('traceresponse', traceparentOf(trace));
  });
  res.on('finish', () =>
    runWithTrace(trace, () =>
      logEvent(
        'info',
        'request',
        accessLogFields(trace, {
          method: req.method,
          path: req.path,
          status: res.statusCode,
          ms: performance.now() - started,
          cacheControl: res.getHeader('cache-control'),
        }),
      ),
    ),
  );
  runWithTrace(trace, next);
});
// The request's spans for the OpenTelemetry export, once its answer is sent (only with an endpoint).
if (traceExport) {
  app.use((req, res, next) => {
    const trace = currentTrace();
    const startedAt = Date.now();
    res.on('finish', () => {
      if (trace)
        traceExport.requestEnded(trace, { method: req.method, path: req.path, status: res.statusCode, startedAt, endedAt: Date.now() });
    });
    next();
  });
}
// Every answer carries the base security headers: static files, refusals and errors too. They are
// filled in as the headers go out, only where missing: React Router's responses already have them
// (root middleware, plus the CSP on documents) and its adapter appends, so setting them up front
// would send every value twice.
app.use((req, res, next) => {
  onHeaders(res, () => {
    for (const [name, value] of Object.entries(baseSecurityHeaders(req.hostname))) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
  });
  next();
});
app.get('/readyz', (req, res) => ready.handle(req, res));
// Documents are compressed on every request (they differ per request): brotli quality 3 and gzip
// level 4 instead of the defaults (4 and 6) cost a third to a half of the time for about 5 % more
// bytes; at the defaults, compressing a product page cost about as much as rendering it
// (docs/decisions/ssr-throughput.md). The build's fingerprinted assets keep the defaults.
const compressAssets = compression();
const compressDocuments = compression({ level: 4, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } });
app.use((req, res, next) => (req.path.startsWith('/assets/') ? compressAssets : compressDocuments)(req, res, next));
// A state-changing request another site made the browser send is refused before anything reads it:
// React Router would otherwise answer a cross-site document POST with its own 400 (and log it as a
// failure) before the site's middleware runs. Same rule as the root middleware (request-guards.ts).
const publicHosts = hostsOf([process.env['PUBLIC_ORIGIN']]);
app.use((req, res, next) => {
  if (!isCrossSiteWrite({ method: req.method, header: (name) => req.get(name) }, [...hostsOf([req.get('host')]), ...publicHosts])) {
    next();
    return;
  }
  logEvent('info', 'request.cross-site-refused', { method: req.method, path: req.path, origin: req.get('origin') ?? null });
  res.status(CROSS_SITE_REFUSAL.status).set(CROSS_SITE_REFUSAL.headers).send(CROSS_SITE_REFUSAL.body);
});
// The visitor's address for the site (the Storefront proxy's buyer IP), worked out as the rate limits
// do; a value a client sent under this name is overwritten, never trusted.
const { trustedProxyHops } = signInLimitSettings(process.env);
app.use((req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req.socket.remoteAddress, req.get('x-forwarded-for'), trustedProxyHops);
  next();
});
// Sign-in, its callback and sign-out each cost a round trip to the identity provider: a client
// asking for them in a loop gets a 429 with Retry-After (the dev server has no limiter).
if (signInLimit) app.use(signInLimit);
// The checkout's hand-off and the order pages' token each make a Multipass token per request: their own budget (MULTIPASS_RATE_LIMIT).
if (multipassLimit) app.use(multipassLimit);
// Browser error reports (/api/client-errors): a page in an error loop must not flood the log (CLIENT_ERROR_RATE_LIMIT).
if (clientErrorLimit) app.use(clientErrorLimit);
// Contact-form posts (FORM_POST_RATE_LIMIT): over it the page answers with the form's "too many" message.
if (formPostLimit) app.use(formPostLimit);
// Source maps stay on disk for the build tools; the site does not publish them.
app.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
// No dot file or folder is published: the build keeps its own metadata in build/client/.vite
// (vite.stylesheet-order.ts); such a path is a page request like any other (404).
app.use(
  '/assets',
  onlyDecodablePaths(
    express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y', index: false, dotfiles: 'ignore' }),
  ),
);
app.use(onlyDecodablePaths(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false, dotfiles: 'ignore' })));
// app.use, not app.all('*'): Express would try to decode a '*' param and fail on malformed escapes.
app.use(createRequestHandler({ build, mode: 'production' }));
app.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
  logEvent('error', 'server.failed', { method: req.method, url: req.originalUrl, error: describeError(error) });
  if (res.headersSent) {
    next(error);
    return;
  }
  res.status(500).type('text/plain').send('Something went wrong. Please try again in a moment.');
});

const server = app.listen(port, host, () => {
  console.log(`[site] ${brandFolder} listening on http://localhost:${port}`);
});
// An idle keep-alive connection stays open longer than the idle timeout of a load balancer or
// client in front (60 s at common ones). With Node's 5 s default, a client that reuses a connection
// just as the server closes it gets "socket hang up" (ECONNRESET): seen in e2e when a request
// followed a sign-in that took over 5 s on a busy host. The headers timeout stays above it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
// SIGTERM / SIGINT: stop accepting, finish what is in flight, exit 0 (DRAIN_TIMEOUT_MS at most).
drain.attach(server);
