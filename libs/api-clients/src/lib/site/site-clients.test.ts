import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchBreadcrumbItems } from '../sitecore/breadcrumb-query';
import { fetchProductsMenu } from './products-menu';
import { fetchRegions } from './regions';

describe('fetchProductsMenu (spec discovery §7, §8)', () => {
  it('reads SubItems', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(200, { SubItems: [{ Name: 'Heissluftgeräte', NameEn: 'Hot-air tools', ImageUrl: null }] }),
    );
    expect(await fetchProductsMenu('http://site.test/api/menu/products', fetch)).toEqual([
      { Name: 'Heissluftgeräte', NameEn: 'Hot-air tools', ImageUrl: null },
    ]);
  });

  it("fails with 'Something went wrong' on a non-OK answer or another shape", async () => {
    await expect(fetchProductsMenu('http://site.test/x', fakeFetch(() => jsonResponse(502, {})).fetch)).rejects.toThrow(
      'Something went wrong',
    );
    await expect(fetchProductsMenu('http://site.test/x', fakeFetch(() => jsonResponse(200, { items: [] })).fetch)).rejects.toThrow(
      'Something went wrong',
    );
  });
});

describe('fetchRegions', () => {
  it('asks for the page language and validates the tree', async () => {
    const { fetch, requests } = fakeFetch(() => jsonResponse(200, { lang: 'de', languages: [], regions: [] }));
    expect(await fetchRegions('de-CH', fetch)).toEqual({ lang: 'de', languages: [], regions: [] });
    expect(requests[0]!.url.pathname + requests[0]!.url.search).toBe('/api/LanguageSelector/regions?sc_lang=de-CH');
    await expect(fetchRegions('de', fakeFetch(() => jsonResponse(200, { regions: 'x' })).fetch)).rejects.toThrow('Something went wrong');
  });
});

describe('fetchBreadcrumbItems (spec discovery §7)', () => {
  const config = (handler: Parameters<typeof fakeFetch>[0]) => {
    const fake = fakeFetch(handler);
    return { fake, config: { apiUrl: 'http://cms.test', apiKey: 'KEY', siteName: 'sensor', timeoutMs: 500, fetch: fake.fetch } };
  };

  it('posts the BreadcrumbItems query with the key header and returns the trail', async () => {
    const { fake, config: c } = config(() =>
      jsonResponse(200, { data: { allpath: { breadcrumbs: [{ id: '1', name: 'Home', path: '/' }] } } }),
    );
    expect(await fetchBreadcrumbItems(c, { id: 'abc', language: 'fr' })).toEqual([{ id: '1', name: 'Home', path: '/' }]);
    const sent = fake.requests[0]!;
    expect(sent.url.pathname).toBe('/sitecore/api/graph/edge');
    expect(new Headers(sent.init.headers).get('sc_apikey')).toBe('KEY');
    expect(JSON.parse(String(sent.init.body))).toMatchObject({ operationName: 'BreadcrumbItems', variables: { id: 'abc', lang: 'fr' } });
  });

  it('gives an empty trail for an unknown item and an error for GraphQL errors', async () => {
    expect(
      await fetchBreadcrumbItems(config(() => jsonResponse(200, { data: { allpath: null } })).config, { id: 'x', language: 'en' }),
    ).toEqual([]);
    await expect(
      fetchBreadcrumbItems(config(() => jsonResponse(200, { errors: [{ message: 'Cannot query field' }] })).config, {
        id: 'x',
        language: 'en',
      }),
    ).rejects.toMatchObject({ failure: 'invalid-response' });
  });
});
