import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleError } from '../../entry.server';
import { flushErrorReports, startErrorReporting } from './error-reporting.server';
import { contentSecurityPolicy } from '../security/security-headers';
import { errorReportingSettings, parseEnv, sentryDsnParts } from './env.server';
import { newTrace, runWithTrace } from './trace.server';
import { startTraceExport } from './trace-export.server';

/**
 * Issue 29 item 3, "Done when": a thrown render error reaches the reporter with the request id and
 * without personal data. The reporter is Sentry's own SDK with its own transport; the other end is a
 * stand-in of Sentry's envelope endpoint on loopback, which keeps every item it receives.
 */
let sentry: Server;
let dsn: string;
const envelopes: Array<{ path: string; items: unknown[] }> = [];

beforeAll(async () => {
  sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      // An envelope: a header line, then per item a header line and a payload line.
      const lines = text.split('\n').filter(Boolean);
      envelopes.push({ path: req.url ?? '', items: lines.slice(1).map((line) => JSON.parse(line) as unknown) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(sentry.address() as AddressInfo).port}/42`;
});
afterAll(() => sentry.close());

describe('server errors to Sentry (SENTRY_DSN)', () => {
  it('is off without a DSN and refuses what is no DSN', () => {
    expect(errorReportingSettings(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ SENTRY_DSN: 'https://sentry.example/42' })).toThrow(/SENTRY_DSN: must be a Sentry DSN/);
    expect(() => parseEnv({ SENTRY_DSN: 'http://key@sentry.example/42' })).toThrow(/SENTRY_DSN/);
    expect(errorReportingSettings(parseEnv({ SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42' }))).toEqual({
      dsn: 'https://key@o1.ingest.sentry.io/42',
      environment: 'production',
    });
  });

  it("lets the page's CSP send to the DSN's origin only (root.tsx), and nowhere without one", () => {
    const origin = sentryDsnParts('https://key@o1.ingest.sentry.io/42')?.origin;
    expect(origin).toBe('https://o1.ingest.sentry.io');
    const policy = (connectSources: string[]) =>
      contentSecurityPolicy({ nonce: 'n', hostname: 'www.example.com', development: false, connectSources });
    expect(policy([origin!])).toContain("connect-src 'self' https://o1.ingest.sentry.io;");
    expect(policy([])).toContain("connect-src 'self';");
  });

  it('a thrown render error reaches Sentry with the request’s trace id and without personal data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Both configured, as in production: the site's OpenTelemetry globals (API 1.10) are registered first.
    const traceExport = await startTraceExport({ endpoint: 'http://127.0.0.1:9', serviceName: 'site-test', batchDelayMs: 60_000 });
    await startErrorReporting(errorReportingSettings(parseEnv({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'test' })));
    const trace = newTrace('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
    const request = new Request('http://localhost/en/account/orders?email=anna@example.com&token=abc123', {
      headers: { cookie: 'kestrel_session=sealed-session-value', authorization: 'Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl' },
    });
    const error = new Error(
      'Cannot render order for anna@example.com (session=sealed-session-value, Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl)',
    );
    runWithTrace(trace, () => handleError(error, { request, params: {}, context: undefined as never }));
    expect(await flushErrorReports()).toBe(true);
    await traceExport?.shutdown().catch(() => undefined);

    expect(envelopes).toHaveLength(1);
    expect(envelopes[0]!.path).toMatch(/^\/api\/42\/envelope\//);
    const event = envelopes[0]!.items.find((item) => typeof item === 'object' && item !== null && 'exception' in item) as {
      contexts: { trace: { trace_id: string } };
      tags: Record<string, string>;
      environment: string;
      exception: { values: Array<{ value: string }> };
      extra: { path: string };
    };
    expect(event.contexts.trace.trace_id).toBe(trace.traceId);
    expect(event.tags['trace_id']).toBe(trace.traceId);
    expect(event.environment).toBe('test');
    expect(event.extra.path).toBe('/en/account/orders');
    expect(event.exception.values[0]!.value).toBe('Cannot render order for [email] (session=[redacted], Bearer [redacted])');
    const sent = JSON.stringify(envelopes);
    for (const personal of ['anna@example.com', 'sealed-session-value', 'eyJhbGciOi', 'abc123', 'kestrel_session'])
      expect(sent).not.toContain(personal);
  });
});
