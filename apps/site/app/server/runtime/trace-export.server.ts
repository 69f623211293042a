/**
 * OpenTelemetry export of the request traces (issue 29 item 4): when OTEL_EXPORTER_OTLP_ENDPOINT is
 * set, each request the production server answers becomes one SERVER span and each of its upstream
 * calls one CLIENT span below it, sent over OTLP/HTTP (JSON) to `{endpoint}/v1/traces`. Without the
 * setting nothing of the SDK is loaded: the packages are imported here, on start, only then.
 *
 * The spans take the ids the site already uses (trace.server.ts): the trace id every log line
 * carries, the request's span id that upstream calls name as their parent in `traceparent`, the
 * caller's span as the request span's parent. So the exported tree, the logs and the upstream
 * services' own traces join on one id. The spans are made once the answer is sent, from what the
 * request recorded (start times and durations), so no request waits on the SDK.
 *
 * Loaded by server/serve.ts with Node's type stripping: Node imports only and `import type`.
 */
import type { Context, Span as ApiSpan, Tracer } from '@opentelemetry/api';
import type { IdGenerator } from '@opentelemetry/sdk-trace';
import type { Env } from './env.server.ts';
import type { RequestTrace } from './trace.server.ts';

export interface TraceExportSettings {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `{endpoint}/v1/traces`. */
  endpoint: string;
  /** OTEL_EXPORTER_OTLP_HEADERS, parsed (`api-key=…`): sent with every export. */
  headers?: Record<string, string>;
  /** OTEL_SERVICE_NAME. */
  serviceName: string;
  /** How long finished spans wait to be sent together (ms; default 2000). */
  batchDelayMs?: number;
}

/** What serve.ts learns of a request once its answer is sent. */
export interface FinishedRequest {
  method: string;
  /** The path without the query (it can hold an e-mail or a token), as in the access log. */
  path: string;
  status: number;
  /** When the request arrived and when its answer was sent, ms since the epoch. */
  startedAt: number;
  endedAt: number;
}

export interface TraceExport {
  requestEnded(trace: RequestTrace, request: FinishedRequest): void;
  /** Sends what is buffered and stops (the server's shutdown). */
  shutdown(): Promise<void>;
  /** Sends what is buffered (tests). */
  flush(): Promise<void>;
}

/** `key=value,key2=value2` (the OTLP exporter's header format; values may be %-encoded). */
export function parseOtlpHeaders(value: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of (value ?? '').split(',')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    try {
      headers[name] = decodeURIComponent(raw);
    } catch {
      headers[name] = raw;
    }
  }
  return headers;
}

/** The export's settings from the site's configuration; null (no export) without an endpoint. */
export function traceExportSettings(
  config: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_HEADERS' | 'OTEL_SERVICE_NAME'>,
  brandApp: string,
): TraceExportSettings | null {
  if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  return {
    endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
    headers: parseOtlpHeaders(config.OTEL_EXPORTER_OTLP_HEADERS),
    serviceName: config.OTEL_SERVICE_NAME ?? `site-${brandApp}`,
  };
}

/**
 * Hands the Tracer the ids a span must have: set for the one synchronous `startSpan` call of `start`
 * (the SDK asks its generator for the span id, and for a trace id when there is no parent); any
 * other span (none today) gets random ones.
 */
function presetIds(random: IdGenerator) {
  let next: { traceId?: string; spanId?: string } = {};
  const generator: IdGenerator = {
    generateTraceId: () => next.traceId ?? random.generateTraceId(),
    generateSpanId: () => next.spanId ?? random.generateSpanId(),
  };
  return {
    generator,
    start<T>(ids: { traceId: string; spanId?: string }, startSpan: () => T): T {
      next = ids;
      try {
        return startSpan();
      } finally {
        next = {};
      }
    },
  };
}

/** Starts the export (loading the SDK), or answers null without an endpoint. */
export async function startTraceExport(settings: TraceExportSettings | null): Promise<TraceExport | null> {
  if (!settings) return null;
  const [api, { TracerProvider, BatchSpanProcessor, RandomIdGenerator }, { OTLPTraceExporter }, { resourceFromAttributes }, contextHooks] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/context-async-hooks'),
    ]);
  const ids = presetIds(new RandomIdGenerator());
  const exporter = new OTLPTraceExporter({ url: `${settings.endpoint}/v1/traces`, headers: settings.headers ?? {} });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
    idGenerator: ids.generator,
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: settings.batchDelayMs ?? 2000 })],
  });
  // The global API answers with this provider (and a request-scoped context), for any later code
  // that makes spans of its own during a request.
  api.context.setGlobalContextManager(new contextHooks.AsyncLocalStorageContextManager().enable());
  api.trace.setGlobalTracerProvider(provider);
  const tracer: Tracer = provider.getTracer('@mbw/site');

  function requestEnded(trace: RequestTrace, request: FinishedRequest): void {
    const sampled = (Number.parseInt(trace.flags, 16) & 1) === 1;
    // The caller's span, remote, as the parent: its sampling decision holds (flags 00 → no spans).
    const parent: Context = trace.parentSpanId
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId: trace.traceId,
          spanId: trace.parentSpanId,
          traceFlags: sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: true,
        })
      : api.ROOT_CONTEXT;
    const server: ApiSpan = ids.start({ traceId: trace.traceId, spanId: trace.spanId }, () =>
      tracer.startSpan(
        request.method,
        {
          kind: api.SpanKind.SERVER,
          startTime: request.startedAt,
          attributes: { 'http.request.method': request.method, 'url.path': request.path, 'http.response.status_code': request.status },
        },
        parent,
      ),
    );
    if (request.status >= 500) server.setStatus({ code: api.SpanStatusCode.ERROR });
    const below = api.trace.setSpan(api.ROOT_CONTEXT, server);
    for (const call of trace.upstream) {
      const failed = typeof call.outcome === 'string';
      const span = ids.start({ traceId: trace.traceId }, () =>
        tracer.startSpan(
          call.service,
          {
            kind: api.SpanKind.CLIENT,
            startTime: call.startedAt,
            attributes: {
              'peer.service': call.service,
              ...(failed ? { 'error.type': String(call.outcome) } : { 'http.response.status_code': Number(call.outcome) }),
            },
          },
          below,
        ),
      );
      if (failed || Number(call.outcome) >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end(call.startedAt + call.ms);
    }
    server.end(request.endedAt);
  }

  return {
    requestEnded,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}
