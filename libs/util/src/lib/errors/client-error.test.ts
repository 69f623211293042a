import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, scrubPersonalData, toClientErrorReport } from './client-error';

describe('scrubPersonalData', () => {
  it.each([
    ['an e-mail', 'No account for anna.muster+shop@example.co.uk found', 'No account for [email] found'],
    ['a bearer token', 'fetch failed: Authorization: Bearer abc.def-123', 'fetch failed: Authorization: [redacted]'],
    ['a cookie header', 'cookie: session=s3cr3t; cart=1', 'cookie: [redacted]; cart=1'],
    ['a JSON password', '{"password":"hunter2","user":"x"}', '{"password":[redacted],"user":"x"}'],
    ['a bare bearer token', 'sent Bearer abc.def-123 twice', 'sent Bearer [redacted] twice'],
    ['a JWT', 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature ok', 'token [token] ok'],
    ['a long hex id', 'cart 4bf92f3577b34da6a3ce929d0e0e4736 gone', 'cart [token] gone'],
    [
      'a query string',
      'GET https://shop.example.com/en/newsletter?email=x%40y.ch&list=1 failed',
      'GET https://shop.example.com/en/newsletter?[query] failed',
    ],
    ['a relative URL with a query', 'at /en/Search?q=anna', 'at /en/Search?[query]'],
  ])('removes %s', (_what, input, output) => expect(scrubPersonalData(input)).toBe(output));

  it('keeps what locates the fault: messages, file names, line numbers', () => {
    const stack = 'TypeError: x is undefined\n    at render (https://www.example.com/assets/product-page-Bx3k9.js:1:2345)';
    expect(scrubPersonalData(stack)).toBe(stack);
  });
});

describe('toClientErrorReport', () => {
  it('accepts a known kind with a message; clips, scrubs and drops the query of the path', () => {
    const report = toClientErrorReport({
      kind: 'uncaught',
      message: `Cannot read name of anna@example.com ${'x'.repeat(1000)}`,
      stack: 'at a (/assets/a.js:1:1)',
      componentStack: 42,
      path: '/en/my-account?token=abc#top',
    });
    expect(report).toMatchObject({ kind: 'uncaught', stack: 'at a (/assets/a.js:1:1)', componentStack: '', path: '/en/my-account' });
    expect(report?.message.startsWith('Cannot read name of [email] ')).toBe(true);
    expect(report?.message.length).toBeLessThanOrEqual(CLIENT_ERROR_LIMITS.message);
  });

  it.each([null, 'text', [], {}, { kind: 'other', message: 'x' }, { kind: 'caught', message: '' }, { kind: 'caught', message: 7 }])(
    'refuses %j',
    (input) => expect(toClientErrorReport(input)).toBeNull(),
  );
});
