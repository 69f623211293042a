import { describe, expect, it, vi } from 'vitest';
import type { ProductDataConfig } from '@mbw/api-clients';
import { loadComparePage } from './compare-page-load';

const entry = (id: number, categoryEn: string) => ({
  id,
  category: `${categoryEn} (de)`,
  categoryEn,
  masterProductName: `Produkt ${id}`,
  masterProductNameEn: `Product ${id}`,
  articleNumber: `100.00${id}`,
  usp: ['a', 'b', 'c', 'd', 'e', 'f'],
  technicalSpecs: { metric: [{ name: 'Gewicht', value: '1 kg' }], imperial: [] },
});

function setup(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  const config: ProductDataConfig = {
    gatewayUrl: 'http://gw.test',
    siteApiUrl: 'http://site.test',
    tenant: 'sensor',
    timeoutMs: 500,
    fetch,
  };
  const log = vi.fn();
  const load = (cookieHeader: string | null) =>
    loadComparePage({ config, language: 'de', linkLanguage: 'de-CH', cookieHeader, secureCookies: false, log });
  return { fetch, log, load };
}
const ok = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const cookie = (value: unknown) => `compare=${encodeURIComponent(JSON.stringify(value))}`;

describe('loadComparePage', () => {
  it('no cookie: the empty state, no call, no Set-Cookie', async () => {
    const { fetch, load } = setup(ok([]));
    expect(await load(null)).toEqual({ data: { status: 'empty' }, setCookie: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('groups the answer by the cookie categories, in cookie order, dropping unknown ids', async () => {
    const { fetch, load } = setup(ok([entry(3, 'Nozzles'), entry(1, 'Heat guns'), entry(2, 'Heat guns')]));
    const { data, setCookie } = await load(cookie({ 'Heat guns': [2, 1, 9], Nozzles: [3], Blowers: [8] }));
    expect(setCookie).toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual([2, 1, 9, 3, 8]);
    expect(
      data.status === 'ok' &&
        data.categories.map((category) => [category.key, category.label, category.products.map((product) => product.id)]),
    ).toEqual([
      ['Heat guns', 'Heat guns (de)', [2, 1]],
      ['Nozzles', 'Nozzles (de)', [3]],
    ]);
    const first = data.status === 'ok' ? data.categories[0]?.products[0] : undefined;
    expect(first?.href).toBe('/de-CH/product/Product-2/100-002');
    expect(first?.usps).toHaveLength(5);
  });

  it('rewrites a malformed cookie: its usable part, or cleared', async () => {
    const { load } = setup(ok([entry(1, 'a')]));
    expect((await load(cookie({ a: [1, '2'] }))).setCookie).toBe('compare=%7B%22a%22%3A%5B1%5D%7D; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(await load('compare=%7B')).toEqual({ data: { status: 'empty' }, setCookie: 'compare=; Max-Age=0; Path=/; SameSite=Lax' });
  });

  it('a failing gateway is the error state, logged', async () => {
    const { load, log } = setup(() => new Response('nope', { status: 500 }));
    expect((await load(cookie({ a: [1] }))).data).toEqual({ status: 'error' });
    expect(log).toHaveBeenCalledWith('compare.compared-objects-unavailable', expect.any(Object));
  });
});
