/** Contract of the stand-in tag manager container (issue 29 §2): the script, the beacon, what a test reads back. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 5, apiKey: 'test-key' });
});
afterAll(() => app.close());

describe('tag-manager stand-in', () => {
  it('serves a container script for a GTM id, and refuses anything else', async () => {
    const script = await fetch(`${app.base}/tag-manager/gtm.js?id=GTM-LOCAL1`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    const text = await script.text();
    expect(text).toContain('"GTM-LOCAL1"');
    expect(text).toContain('sendBeacon');
    expect((await fetch(`${app.base}/tag-manager/gtm.js?id=%3Cscript%3E`)).status).toBe(400);
  });

  it('records the entries a load sends (a text/plain beacon), in order, by session', async () => {
    const beacon = (entries: unknown[]) =>
      fetch(`${app.base}/tag-manager/collect?id=GTM-LOCAL1`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ session: 'abc123def', entries }),
      });
    expect((await beacon([{ gtag: ['consent', 'default', { analytics_storage: 'denied' }] }])).status).toBe(204);
    await beacon([{ event: 'view_item' }]);
    const received = await fetch(`${app.base}/tag-manager/received?session=abc123def`);
    expect(await received.json()).toEqual({
      containerId: 'GTM-LOCAL1',
      entries: [{ gtag: ['consent', 'default', { analytics_storage: 'denied' }] }, { event: 'view_item' }],
    });
    expect((await fetch(`${app.base}/tag-manager/received?session=unknown1`)).status).toBe(404);
    const bad = await fetch(`${app.base}/tag-manager/collect?id=GTM-LOCAL1`, {
      method: 'POST',
      body: JSON.stringify({ session: 'x', entries: 1 }),
    });
    expect(bad.status).toBe(400);
  });
});
