import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchUpstream, observeUpstreamCalls } from '@mbw/api-clients';
import { formatLogLine } from './log.server';
import {
  accessLogFields,
  currentTrace,
  newTrace,
  parseTraceparent,
  runWithTrace,
  serverTiming,
  traceparentOf,
  upstreamObserver,
} from './trace.server';

const CALLER = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

describe('parseTraceparent (W3C Trace Context)', () => {
  it("reads a valid header: the trace id, the caller's span and flags", () => {
    const caller = { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parentId: '00f067aa0ba902b7' };
    expect(parseTraceparent(CALLER)).toEqual({ ...caller, flags: '01' });
    expect(parseTraceparent(` ${CALLER.replace(/01$/, '00')} `)).toEqual({ ...caller, flags: '00' });
    // A later version may carry more fields: the four known ones are read.
    expect(parseTraceparent('01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra')?.traceId).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['version ff', 'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'],
    ['an all-zero trace id', '00-00000000000000000000000000000000-00f067aa0ba902b7-01'],
    ['an all-zero parent id', '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01'],
    ['upper case', CALLER.toUpperCase()],
    ['a short trace id', '00-4bf92f3577b34da6a3ce929d0e0e47-00f067aa0ba902b7-01'],
    ['extra fields on version 00', `${CALLER}-x`],
    ['markup', '<script>alert(1)</script>'],
  ])('ignores %s', (_why, header) => expect(parseTraceparent(header)).toBeNull());
});

describe('a request trace', () => {
  it("keeps the caller's trace with a span of its own, else starts one", () => {
    const continued = newTrace(CALLER);
    expect(continued.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(continued.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(continued.spanId).not.toBe('00f067aa0ba902b7');
    expect(continued.parentSpanId).toBe('00f067aa0ba902b7');
    expect(traceparentOf(continued)).toBe(`00-4bf92f3577b34da6a3ce929d0e0e4736-${continued.spanId}-01`);
    const fresh = newTrace('garbage');
    expect(fresh.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(newTrace(null).traceId).not.toBe(fresh.traceId);
    expect(fresh).not.toHaveProperty('parentSpanId');
  });

  it('is the current one inside runWithTrace, across awaits, and in no other request', async () => {
    const trace = newTrace(null);
    expect(currentTrace()).toBeUndefined();
    await runWithTrace(trace, async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(currentTrace()).toBe(trace);
      expect(JSON.parse(formatLogLine('info', 'page.loaded', {}))).toMatchObject({ event: 'page.loaded', trace_id: trace.traceId });
    });
    expect(currentTrace()).toBeUndefined();
    expect(JSON.parse(formatLogLine('info', 'server.started', {}))).not.toHaveProperty('trace_id');
  });
});

describe('upstream calls of a request', () => {
  afterEach(() => observeUpstreamCalls(undefined));

  it('forward the trace with this request as parent and are timed, failures too', async () => {
    observeUpstreamCalls(upstreamObserver);
    const trace = newTrace(CALLER);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 404 }));
    await runWithTrace(trace, async () => {
      await fetchUpstream(
        'http://cms.test/layout',
        { headers: { 'x-api-key': 'k' } },
        { service: 'layout', timeoutMs: 1000, fetch: fetchMock },
      );
      const failing = vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('connection refused')));
      await expect(
        fetchUpstream('http://cms.test/dictionary', {}, { service: 'dictionary', timeoutMs: 1000, fetch: failing }),
      ).rejects.toThrow(/dictionary: network/);
    });
    const sent = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(sent.get('traceparent')).toBe(`00-${trace.traceId}-${trace.spanId}-01`);
    expect(sent.get('x-api-key')).toBe('k');
    expect(trace.upstream.map((call) => [call.service, call.outcome])).toEqual([
      ['layout', 404],
      ['dictionary', 'network'],
    ]);
    expect(serverTiming(trace, 12.345)).toMatch(/^layout;dur=\d+\.\d;desc="404", dictionary;dur=\d+\.\d;desc="network", total;dur=12\.3$/);
  });

  it('outside a request send no trace header', async () => {
    observeUpstreamCalls(upstreamObserver);
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}'));
    await fetchUpstream('http://cms.test/layout', {}, { service: 'layout', timeoutMs: 1000, fetch: fetchMock });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('traceparent')).toBe(false);
  });
});

describe('serverTiming and the access log', () => {
  it('names services as tokens and never carries a URL', () => {
    const trace = { ...newTrace(null), upstream: [{ service: 'content graphql/edge', ms: 3, outcome: 200, startedAt: 0 }] };
    expect(serverTiming(trace, 5)).toBe('content-graphql-edge;dur=3.0;desc="200", total;dur=5.0');
  });

  it('logs method, path without query, status, duration, cacheability and the upstream time', () => {
    const trace = {
      ...newTrace(null),
      upstream: [
        { service: 'layout', ms: 20.4, outcome: 200, startedAt: 0 },
        { service: 'dictionary', ms: 5.2, outcome: 200, startedAt: 0 },
      ],
    };
    expect(
      accessLogFields(trace, {
        method: 'GET',
        path: '/en/company',
        status: 200,
        ms: 41.6,
        cacheControl: 'public, max-age=60, stale-while-revalidate=300',
      }),
    ).toEqual({
      method: 'GET',
      path: '/en/company',
      status: 200,
      ms: 42,
      cache: 'public',
      upstream_calls: 2,
      upstream_ms: 26,
    });
    expect(accessLogFields(trace, { method: 'POST', path: '/api/x', status: 403, ms: 1, cacheControl: undefined }).cache).toBe('none');
    expect(accessLogFields(trace, { method: 'GET', path: '/x', status: 200, ms: 1, cacheControl: 'private, no-store' }).cache).toBe(
      'no-store',
    );
  });
});
