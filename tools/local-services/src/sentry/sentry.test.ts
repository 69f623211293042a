import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 5, apiKey: 'test-key' });
});
afterAll(() => app.close());

const envelope = (message: string) =>
  [
    JSON.stringify({ event_id: 'c06f8491ddb89ea70904d2953d44d4ab', dsn: 'http://local@127.0.0.1:4010/1' }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ event_id: 'c06f8491ddb89ea70904d2953d44d4ab', message }),
    JSON.stringify({ type: 'client_report' }),
    JSON.stringify({ discarded_events: [] }),
  ].join('\n');

describe("Sentry's envelope endpoint (stand-in)", () => {
  it('keeps the event items of an envelope, plain or gzipped, and lists them', async () => {
    const plain = await fetch(`${app.base}/api/1/envelope/?sentry_key=local&sentry_version=7`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: envelope('first'),
    });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBe('*');
    const zipped = await fetch(`${app.base}/api/1/envelope/`, {
      method: 'POST',
      headers: { 'content-encoding': 'gzip' },
      body: gzipSync(envelope('second')),
    });
    expect(zipped.status).toBe(200);
    const events = (await (await fetch(`${app.base}/__sentry/events`)).json()) as Array<{ project: string; event: { message: string } }>;
    expect(events.map(({ project, event }) => [project, event.message])).toEqual([
      ['1', 'first'],
      ['1', 'second'],
    ]);
  });

  it('refuses what is no envelope and a project that is no number', async () => {
    expect((await fetch(`${app.base}/api/1/envelope/`, { method: 'POST', body: 'not json' })).status).toBe(400);
    expect((await fetch(`${app.base}/api/x/envelope/`, { method: 'POST', body: envelope('x') })).status).toBe(404);
  });
});
