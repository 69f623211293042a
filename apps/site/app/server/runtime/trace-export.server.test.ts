import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchUpstream, observeUpstreamCalls } from '@mbw/api-clients';
import { newTrace, runWithTrace, upstreamObserver } from './trace.server';
import { parseEnv } from './env.server';
import { parseOtlpHeaders, startTraceExport, traceExportSettings } from './trace-export.server';

/** A stand-in OTLP/HTTP collector: keeps what `POST /v1/traces` receives (the exporter sends JSON). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: { resourceSpans: Array<{ resource: { attributes: Attribute[] }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
}
interface Attribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Attribute[];
}

let collector: Server;
let endpoint: string;
const received: Received[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(body) as Received['body'] });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
});
afterAll(() => collector.close());
afterEach(() => observeUpstreamCalls(undefined));

const spansOf = (batch: Received) => batch.body.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans));
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry export (issue 29 item 4)', () => {
  it('is nothing without an endpoint: no SDK loaded', async () => {
    expect(await startTraceExport(null)).toBeNull();
  });

  it("sends a SERVER span per request and a CLIENT span per upstream call with the request's trace id", async () => {
    const exporter = await startTraceExport({
      endpoint,
      serviceName: 'site-technologies',
      headers: parseOtlpHeaders('api-key=secret%20key'),
      batchDelayMs: 60_000,
    });
    expect(exporter).not.toBeNull();
    observeUpstreamCalls(upstreamObserver);
    const caller = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const trace = newTrace(caller);
    const upstream = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }));
    const startedAt = Date.now();
    await runWithTrace(trace, async () => {
      await fetchUpstream('http://cms.test/layout', {}, { service: 'layout', timeoutMs: 1000, fetch: upstream });
      await fetchUpstream(
        'http://cms.test/dictionary',
        {},
        {
          service: 'dictionary',
          timeoutMs: 1000,
          fetch: async () => Promise.reject(new TypeError('connection refused')),
        },
      ).catch(() => undefined);
    });
    exporter!.requestEnded(trace, { method: 'GET', path: '/en/company', status: 200, startedAt, endedAt: Date.now() });
    await exporter!.flush();

    expect(received).toHaveLength(1);
    const [batch] = received;
    expect(batch!.path).toBe('/v1/traces');
    expect(batch!.headers['content-type']).toBe('application/json');
    expect(batch!.headers['api-key']).toBe('secret key');
    expect(batch!.body.resourceSpans[0]!.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'site-technologies' },
    });
    const spans = spansOf(batch!);
    const server = spans.find((span) => span.kind === 2);
    expect(server).toMatchObject({ traceId: trace.traceId, spanId: trace.spanId, parentSpanId: '00f067aa0ba902b7', name: 'GET' });
    expect(attribute(server!, 'url.path')).toBe('/en/company');
    expect(attribute(server!, 'http.response.status_code')).toBe(200);
    const clients = spans.filter((span) => span.kind === 3);
    expect(clients.map((span) => [span.name, span.traceId, span.parentSpanId])).toEqual([
      ['layout', trace.traceId, trace.spanId],
      ['dictionary', trace.traceId, trace.spanId],
    ]);
    expect(attribute(clients[1]!, 'error.type')).toBe('network');
    // The upstream call named the same trace and the request's span, as the exported tree does.
    expect(new Headers(upstream.mock.calls[0]?.[1]?.headers).get('traceparent')).toBe(`00-${trace.traceId}-${trace.spanId}-01`);
    await exporter!.shutdown();
  });

  it('is configured by OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_HEADERS and OTEL_SERVICE_NAME', () => {
    expect(traceExportSettings(parseEnv({}), 'sensor')).toBeNull();
    expect(
      traceExportSettings(
        parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/', OTEL_EXPORTER_OTLP_HEADERS: 'api-key=k' }),
        'sensor',
      ),
    ).toEqual({
      endpoint: 'https://otel.example',
      headers: { 'api-key': 'k' },
      serviceName: 'site-sensor',
    });
    expect(
      traceExportSettings(parseEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example', OTEL_SERVICE_NAME: 'kestrel' }), 'sensor')
        ?.serviceName,
    ).toBe('kestrel');
    expect(() => parseEnv({ OTEL_EXPORTER_OTLP_HEADERS: 'no pairs' })).toThrow(/OTEL_EXPORTER_OTLP_HEADERS/);
  });

  it('reads the exporter header format', () => {
    expect(parseOtlpHeaders('a=1, b = x%3Dy ,broken,=v')).toEqual({ a: '1', b: 'x=y' });
    expect(parseOtlpHeaders(undefined)).toEqual({});
  });
});
