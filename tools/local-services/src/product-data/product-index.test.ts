import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await startTestApp({ products: 10, apiKey: 'k' });
  base = server.base;
});
afterAll(() => server.close());

describe('GET /product-data/v1/product-index/{tenant}', () => {
  it("lists the tenant's master products with their article numbers, a page at a time", async () => {
    const all = (await (await fetch(`${base}/product-data/v1/product-index/technologies`)).json()) as {
      total: number;
      items: Array<{ englishName: string; isPreLaunch: boolean; articleNumbers: string[]; hasDownloads: boolean }>;
    };
    expect(all.total).toBeGreaterThan(0);
    expect(all.items).toHaveLength(all.total);
    expect(all.items[0]).toEqual({
      englishName: expect.any(String),
      isPreLaunch: expect.any(Boolean),
      articleNumbers: expect.any(Array),
      hasDownloads: expect.any(Boolean),
    });
    expect(all.items.flatMap((item) => item.articleNumbers).every((number) => /^\d{3}\.\d{3}$/.test(number))).toBe(true);
    const second = (await (await fetch(`${base}/product-data/v1/product-index/technologies?offset=1&limit=1`)).json()) as typeof all;
    expect(second.items).toEqual([all.items[1]]);
  });

  it('refuses an unknown tenant and a bad page', async () => {
    expect((await fetch(`${base}/product-data/v1/product-index/nope`)).status).toBe(400);
    expect((await fetch(`${base}/product-data/v1/product-index/technologies?limit=0`)).status).toBe(400);
  });
});
