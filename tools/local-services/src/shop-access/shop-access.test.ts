/** Contract of the shop-availability stand-in: GET /shop-access answers whether a site's shop is on for a visitor (spec shop §1). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { LOCAL_TEST_ACCESS_KEY } from './routes.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestApp({ products: 5, apiKey: 'test-key' });
});
afterAll(() => app.close());

const ask = async (query: string) => {
  const response = await fetch(`${app.base}/shop-access?${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('shop-access', () => {
  it('opens the shop sites in the shop countries, and nowhere on the other sites', async () => {
    expect(await ask('country=CH&site=technologies')).toEqual({ status: 200, body: { shop: true } });
    expect(await ask('country=de&site=welding-tools')).toEqual({ status: 200, body: { shop: true } });
    expect(await ask('country=CH&site=group')).toEqual({ status: 200, body: { shop: false } });
    expect(await ask(`country=CH&site=sensor&testAccessKey=${LOCAL_TEST_ACCESS_KEY}`)).toEqual({ status: 200, body: { shop: false } });
  });

  it('opens a country outside the shop countries only with the valid test access key', async () => {
    expect(await ask('country=JP&site=technologies')).toEqual({ status: 200, body: { shop: false } });
    expect(await ask('country=JP&site=technologies&testAccessKey=wrong')).toEqual({ status: 200, body: { shop: false } });
    expect(await ask(`country=JP&site=technologies&testAccessKey=${LOCAL_TEST_ACCESS_KEY}`)).toEqual({ status: 200, body: { shop: true } });
  });

  it('refuses a malformed country or site with 400', async () => {
    expect((await ask('site=technologies')).status).toBe(400);
    expect((await ask('country=CHE&site=technologies')).status).toBe(400);
    expect((await ask('country=CH&site=%3Cscript%3E')).status).toBe(400);
  });

  it('is fault-switchable as "shop-access"', async () => {
    await fetch(`${app.base}/__faults/shop-access`, { method: 'PUT', body: JSON.stringify({ mode: 'error' }) });
    expect((await fetch(`${app.base}/shop-access?country=CH&site=technologies`)).status).toBe(500);
    await fetch(`${app.base}/__faults/shop-access`, { method: 'DELETE' });
  });
});
