import { afterEach, describe, expect, it, vi } from 'vitest';
import { newTrace, runWithTrace } from '../server/runtime/trace.server';
import { receiveClientError } from './client-errors.server';

const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/client-errors', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('receiveClientError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a report as client.error, scrubbed again, with the trace of the request that carried it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const trace = newTrace(null);
    const response = await runWithTrace(trace, () =>
      receiveClientError(
        post(
          JSON.stringify({
            kind: 'uncaught',
            message: 'TypeError: no cart for anna@example.com',
            stack: 'at x (/assets/a.js:1:2)',
            path: '/en/cart?token=abc',
          }),
        ),
      ),
    );
    expect(response.status).toBe(204);
    const line = JSON.parse(String(log.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      level: 'error',
      event: 'client.error',
      trace_id: trace.traceId,
      kind: 'uncaught',
      message: 'TypeError: no cart for [email]',
      stack: 'at x (/assets/a.js:1:2)',
      path: '/en/cart',
    });
    expect(JSON.stringify(line)).not.toMatch(/anna|token=abc/);
  });

  it('refuses what is not a report (400), too large (413, announced or sent) and other methods (405), logging nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await receiveClientError(post('not json'))).status).toBe(400);
    expect((await receiveClientError(post(JSON.stringify({ kind: 'mine', message: 'x' })))).status).toBe(400);
    const big = JSON.stringify({ kind: 'caught', message: 'x', stack: 'y'.repeat(20_000) });
    expect((await receiveClientError(post(big))).status).toBe(413);
    expect((await receiveClientError(post('{}', { 'content-length': '999999' }))).status).toBe(413);
    expect((await receiveClientError(new Request('http://site.test/api/client-errors'))).status).toBe(405);
    expect(log).not.toHaveBeenCalled();
  });
});
