/**
 * Request tracing (W3C Trace Context): every request gets a trace — the caller's trace id when it
 * sent a valid `traceparent`, else a new one — and a span of its own. The trace lives in an
 * AsyncLocalStorage for the request's whole handling: every log line of it carries the trace id
 * (log.server.ts), every upstream call forwards a `traceparent` of this span and records its
 * duration (entry.server.tsx hands `upstreamObserver` to @mbw/api-clients), and the response
 * names each call in `Server-Timing` (server/serve.ts).
 *
 * The production server (server/serve.ts) loads this file with Node's type stripping and the
 * server build bundles its own copy: both find one store through a global symbol. No imports
 * beyond Node's.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';

export interface UpstreamCall {
  /** The service's name as the calls name it (layout, dictionary, content-graphql, …). */
  service: string;
  ms: number;
  /** The HTTP status, or how it failed (timeout, network). */
  outcome: number | string;
  /** When it started (ms since the epoch), for the OpenTelemetry export's client span. */
  startedAt: number;
}

export interface RequestTrace {
  traceId: string;
  /** This request's span: the parent of every upstream call it makes. */
  spanId: string;
  /** The caller's span (the `traceparent` parent id) when it sent a valid one: the parent of this request's span. */
  parentSpanId?: string;
  /** The trace flags to pass on (sampled or not), as the caller sent them or 01. */
  flags: string;
  upstream: UpstreamCall[];
}

const STORE_KEY = Symbol.for('mbw.site.request-trace');
const globals = globalThis as typeof globalThis & { [STORE_KEY]?: AsyncLocalStorage<RequestTrace> };
const store: AsyncLocalStorage<RequestTrace> = (globals[STORE_KEY] ??= new AsyncLocalStorage<RequestTrace>());

/** version-traceid-parentid-flags; version ff and all-zero ids are invalid (W3C Trace Context §3.2). */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/** A caller's `traceparent`, when valid: its trace id and flags; anything else is ignored. */
export function parseTraceparent(header: string | null | undefined): { traceId: string; parentId: string; flags: string } | null {
  const match = TRACEPARENT.exec((header ?? '').trim());
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match;
  if (version === 'ff' || /^0+$/.test(traceId ?? '') || /^0+$/.test(parentId ?? '')) return null;
  // Version 00 has exactly four fields; a later version may add some (read the four we know).
  if (version === '00' && rest !== undefined) return null;
  return { traceId: traceId ?? '', parentId: parentId ?? '', flags: flags ?? '01' };
}

export function newTrace(traceparent: string | null | undefined): RequestTrace {
  const incoming = parseTraceparent(traceparent);
  return {
    traceId: incoming?.traceId ?? randomBytes(16).toString('hex'),
    spanId: randomBytes(8).toString('hex'),
    flags: incoming?.flags ?? '01',
    ...(incoming ? { parentSpanId: incoming.parentId } : {}),
    upstream: [],
  };
}

/** Runs `handle` with `trace` as the current request's. */
export function runWithTrace<T>(trace: RequestTrace, handle: () => T): T {
  return store.run(trace, handle);
}

export function currentTrace(): RequestTrace | undefined {
  return store.getStore();
}

/** The `traceparent` an upstream call of this request sends: this trace, this request's span as parent. */
export function traceparentOf(trace: RequestTrace): string {
  return `00-${trace.traceId}-${trace.spanId}-${trace.flags}`;
}

/** What @mbw/api-clients' fetchUpstream asks of the request it runs in (its UpstreamObserver). */
export const upstreamObserver = {
  headers(): Record<string, string> {
    const trace = currentTrace();
    return trace ? { traceparent: traceparentOf(trace) } : {};
  },
  ended(service: string, ms: number, outcome: number | string): void {
    currentTrace()?.upstream.push({ service, ms, outcome, startedAt: performance.timeOrigin + performance.now() - ms });
  },
};

/** A Server-Timing metric name is a token: a service name reduced to letters, digits, - and _. */
const metricName = (service: string) => service.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'upstream';

/**
 * `Server-Timing`: one entry per upstream call in the order they ended (a service called twice
 * is named twice), then the whole request's time as `total`. No URL, query or host: names only.
 */
export function serverTiming(trace: RequestTrace, totalMs: number): string {
  const calls = trace.upstream.map((call) => `${metricName(call.service)};dur=${call.ms.toFixed(1)};desc="${call.outcome}"`);
  return [...calls, `total;dur=${totalMs.toFixed(1)}`].join(', ');
}

/**
 * The access-log line's fields: method, path (never the query: it can hold an e-mail or a token),
 * status, duration, how caches may keep the answer (`cache`: the Cache-Control directive that
 * decides it — public, private or no-store — or none), and the upstream calls it took.
 */
export function accessLogFields(
  trace: RequestTrace,
  request: { method: string; path: string; status: number; ms: number; cacheControl: unknown },
): Record<string, unknown> {
  const directives = String(request.cacheControl ?? '').toLowerCase();
  const cache = ['no-store', 'private', 'public'].find((directive) => directives.includes(directive)) ?? 'none';
  return {
    method: request.method,
    path: request.path,
    status: request.status,
    ms: Math.round(request.ms),
    cache,
    upstream_calls: trace.upstream.length,
    upstream_ms: Math.round(trace.upstream.reduce((sum, call) => sum + call.ms, 0)),
  };
}
