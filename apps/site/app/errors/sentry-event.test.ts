import { describe, expect, it } from 'vitest';
import type { ErrorEvent } from '@sentry/react-router';
import { parseErrorReporting } from './error-reporting-config';
import { scrubSentryEvent } from './sentry-event';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('scrubSentryEvent (beforeSend, browser and server)', () => {
  it('scrubs every text of personal data and drops what only says who; ids stay', () => {
    const event: ErrorEvent = {
      type: undefined,
      event_id: 'c06f8491ddb89ea70904d2953d44d4ab',
      message: 'no cart for anna@example.com',
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'fetch /api/cart?email=anna@example.com failed: Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl',
            stacktrace: { frames: [{ filename: '/assets/cart-D1.js', lineno: 1, colno: 2, context_line: 'token=abc123' }] },
          },
        ],
      },
      contexts: { trace: { trace_id: TRACE_ID, span_id: '00f067aa0ba902b7' }, react: { componentStack: 'at Cart (password: hunter2)' } },
      tags: { trace_id: TRACE_ID, kind: 'uncaught' },
      extra: { path: '/en/cart', note: 'cookie=kestrel_session=sealed' },
      user: { email: 'anna@example.com', ip_address: '203.0.113.9' },
      breadcrumbs: [{ message: 'clicked anna@example.com' }],
      request: { url: 'https://www.example.com/en/cart?token=abc123', cookies: { kestrel_session: 'sealed' }, headers: { cookie: 'x' } },
    };
    const scrubbed = scrubSentryEvent(event);
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.contexts?.['trace']).toEqual({ trace_id: TRACE_ID, span_id: '00f067aa0ba902b7' });
    expect(scrubbed.tags).toEqual({ trace_id: TRACE_ID, kind: 'uncaught' });
    expect(scrubbed.exception?.values?.[0]?.value).toBe('fetch [email] failed: Bearer [redacted]');
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toMatchObject({
      filename: '/assets/cart-D1.js',
      lineno: 1,
      context_line: 'token=[redacted]',
    });
    expect(scrubbed.request).toEqual({ url: 'https://www.example.com/en/cart' });
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.breadcrumbs).toBeUndefined();
    const sent = JSON.stringify(scrubbed);
    for (const personal of ['anna@example.com', 'abc123', 'hunter2', 'sealed', '203.0.113.9', 'eyJhbGciOi'])
      expect(sent).not.toContain(personal);
  });
});

describe('parseErrorReporting (the document names the DSN when Sentry is configured)', () => {
  it('reads the meta, and is null with anything else', () => {
    expect(parseErrorReporting('{"dsn":"https://k@o1.ingest.sentry.io/2","environment":"production"}')).toEqual({
      dsn: 'https://k@o1.ingest.sentry.io/2',
      environment: 'production',
    });
    expect(parseErrorReporting('not json')).toBeNull();
    expect(parseErrorReporting('{"dsn":1}')).toBeNull();
  });
});
