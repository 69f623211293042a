import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchLayout } from './layout-service';
import { isRouteRestricted, type RouteData } from './layout-types';

const route: RouteData = {
  name: 'company',
  fields: { pageTitle: { value: 'Company' } },
  placeholders: { 'jss-main': [{ componentName: 'RichText', fields: { text: { value: '<p>x</p>' } } }] },
};
const context = { pageEditing: false, language: 'de-CH', site: { name: 'technologies' } };

function config(handler: Parameters<typeof fakeFetch>[0], timeoutMs = 1000) {
  const fake = fakeFetch(handler);
  return { fake, config: { apiUrl: 'http://cms.test', apiKey: 'KEY', siteName: 'technologies', timeoutMs, fetch: fake.fetch } };
}

describe('fetchLayout (spec discovery §7 layout service)', () => {
  it('asks for the item with sc_lang, sc_site and sc_apikey and returns the route', async () => {
    const { fake, config: c } = config(() => jsonResponse(200, { sitecore: { context, route } }));
    const result = await fetchLayout(c, { itemPath: '/company', language: 'de-CH' });
    expect(result).toEqual({ kind: 'found', context, route });
    const url = fake.requests[0]!.url;
    expect(url.pathname).toBe('/sitecore/api/layout/render/jss');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      item: '/company',
      sc_lang: 'de-CH',
      sc_site: 'technologies',
      sc_apikey: 'KEY',
    });
  });

  it('treats a 404 with a body as not found, keeping the context', async () => {
    const { config: c } = config(() => jsonResponse(404, { sitecore: { context, route: null } }));
    expect(await fetchLayout(c, { itemPath: '/nope', language: 'en' })).toEqual({ kind: 'not-found', context });
  });

  it('treats a 404 without a body, and a 200 without a route, as not found', async () => {
    const empty = config(() => new Response(null, { status: 404 }));
    expect(await fetchLayout(empty.config, { itemPath: '/nope', language: 'en' })).toEqual({ kind: 'not-found', context: null });
    const noRoute = config(() => jsonResponse(200, { sitecore: { context, route: null } }));
    expect(await fetchLayout(noRoute.config, { itemPath: '/nope', language: 'en' })).toMatchObject({ kind: 'not-found' });
  });

  it.each([
    ['a 500', () => jsonResponse(500, { message: 'boom' }), 'http'],
    ['a 401', () => jsonResponse(401, {}), 'http'],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 }), 'invalid-response'],
    ['JSON of another shape', () => jsonResponse(200, { sitecore: { route: { placeholders: 'x' } } }), 'invalid-response'],
    [
      'a component without a name',
      () => jsonResponse(200, { sitecore: { context, route: { name: 'x', placeholders: { main: [{}] } } } }),
      'invalid-response',
    ],
    ['a refused connection', () => new TypeError('fetch failed'), 'network'],
  ] as const)('turns %s into an error result', async (_, handler, failure) => {
    const { config: c } = config(handler);
    const result = await fetchLayout(c, { itemPath: '/x', language: 'en' });
    expect(result.kind).toBe('error');
    expect(result.kind === 'error' && result.error.failure).toBe(failure);
  });

  it('gives up on a slow upstream after the timeout', async () => {
    // Without the timeout the call would hang until the test's own limit: the result says it gave up.
    const { config: c } = config(() => 'hang', 50);
    const result = await fetchLayout(c, { itemPath: '/x', language: 'en' });
    expect(result.kind === 'error' && result.error.failure).toBe('timeout');
  });
});

describe('isRouteRestricted', () => {
  it('reads the "Is Page User Restricted" checkbox in the forms Sitecore serialises', () => {
    for (const value of [true, '1', 'true']) {
      expect(isRouteRestricted({ ...route, fields: { 'Is Page User Restricted': { value } } })).toBe(true);
    }
    for (const value of [false, '', '0', undefined]) {
      expect(isRouteRestricted({ ...route, fields: { 'Is Page User Restricted': { value } } })).toBe(false);
    }
    expect(isRouteRestricted(route)).toBe(false);
  });
});
