/** Contract of the maps stand-in: the sales and service points, the places autocomplete, the offline map style. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestServer } from '../test-app.ts';
import { GROUP_HEADQUARTERS_ID, PARTNER_KINDS } from './seed/contact-points.ts';

let app: TestServer;
let base: string;

beforeAll(async () => {
  app = await startTestApp({ products: 10, apiKey: 'test-key' });
  base = app.base;
});
afterAll(() => app.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = async (response: Response | Promise<Response>): Promise<any> => (await response).json();

describe('sales and service points', () => {
  it('answers at least 1 500 points in the §3 shape, every partner kind, restricted and opted-out ones, the Swiss headquarters', async () => {
    const { points } = await json(fetch(`${base}/sitecore/api/salesandservicepoints?sc_lang=de-CH&sc_apikey=test-key`));
    expect(points.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(points.map((point: { id: string }) => point.id)).size).toBe(points.length);
    const kinds = new Set(points.map((point: { kindOfPartner: { id: string } }) => point.kindOfPartner.id));
    expect([...kinds].sort()).toEqual(Object.keys(PARTNER_KINDS).sort());
    expect(points.filter((point: { isRestrictedContact: string }) => point.isRestrictedContact === '1').length).toBeGreaterThan(2);
    expect(
      points.filter((point: { isOptOutForFormMailSubmission: string }) => point.isOptOutForFormMailSubmission === '1').length,
    ).toBeGreaterThan(2);
    expect(points[0]).toMatchObject({
      id: GROUP_HEADQUARTERS_ID,
      countryCode: 'CH',
      country: 'Schweiz',
      kindOfPartner: { id: 'group-headquarters', name: 'Konzernsitz' },
    });
    expect(points[0].services).toContainEqual({ id: 'repair', name: 'Reparaturservice' });
    expect(points[0].solutionProvider).toContainEqual({ id: 'roofing', name: 'Dach' });
    expect(points.some((point: { contactPageItems: unknown[] }) => point.contactPageItems.length === 0)).toBe(true);
  });

  it('needs the API key and a known language', async () => {
    expect((await fetch(`${base}/sitecore/api/salesandservicepoints?sc_lang=en`)).status).toBe(401);
    expect((await fetch(`${base}/sitecore/api/salesandservicepoints?sc_lang=xx&sc_apikey=test-key`)).status).toBe(400);
  });

  it('keeps the points findable by id for content GraphQL (the favourite contact)', async () => {
    const response = await json(
      fetch(`${base}/sitecore/api/graph/edge`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', sc_apikey: 'test-key' },
        body: JSON.stringify({ query: `{ item(path: "${GROUP_HEADQUARTERS_ID}", language: "en") { displayName } }` }),
      }),
    );
    expect(response.data.item.displayName).toBe('Kestrel Group AG');
  });
});

describe('places', () => {
  it('completes a name prefix, accent- and case-insensitive, exact name first', async () => {
    const { places } = await json(fetch(`${base}/maps/places?q=ZUR&lang=de`));
    expect(places[0]).toMatchObject({ name: 'Zurich', country: 'Schweiz', latitude: 47.3769, longitude: 8.5417 });
    expect((await json(fetch(`${base}/maps/places?q=s&limit=3`))).places).toHaveLength(3);
    expect((await json(fetch(`${base}/maps/places?q=%25`))).places).toEqual([]);
    expect((await json(fetch(`${base}/maps/places?q=`))).places).toEqual([]);
  });

  it('has fault switches', async () => {
    await fetch(`${base}/__faults/places`, { method: 'PUT', body: JSON.stringify({ mode: 'error' }) });
    expect((await fetch(`${base}/maps/places?q=zur`)).status).toBe(500);
    await fetch(`${base}/__faults/places`, { method: 'DELETE' });
  });
});

describe('offline map style', () => {
  it('is a v8 style with a background, a fill and a line layer over a local GeoJSON source', async () => {
    const style = await json(fetch(`${base}/maps/style.json`));
    expect(style.version).toBe(8);
    expect(style.layers.map((layer: { type: string }) => layer.type)).toEqual(['background', 'fill', 'line']);
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.countries.data).toBe('/maps/countries.geojson');
    const shapes = await json(fetch(`${base}/maps/countries.geojson`));
    expect(shapes.type).toBe('FeatureCollection');
    expect(shapes.features.length).toBeGreaterThan(150);
  });
});

describe('the map page’s back link (getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery)', () => {
  const ask = async (variables: Record<string, unknown>) =>
    (
      await json(
        fetch(`${base}/sitecore/api/graph/edge`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', sc_apikey: 'test-key' },
          body: JSON.stringify({
            query:
              'query B($previousItemId: String, $curentItemId: String!, $lang: String) { backToInfoForSalesAndServiceCenters(previousItemId: $previousItemId, curentItemId: $curentItemId, lang: $lang) { url description } }',
            variables,
          }),
        }),
      )
    ).data.backToInfoForSalesAndServiceCenters;

  it('answers the configured target, or a previous page of the same site', async () => {
    const current = '/sitecore/content/sensor/home/sales-and-service-points';
    expect(await ask({ curentItemId: current, lang: 'de' })).toEqual({ url: '/contact', description: 'Zurück zum Kontakt' });
    expect(await ask({ curentItemId: current, previousItemId: '/sitecore/content/sensor/home/company', lang: 'en' })).toMatchObject({
      url: '/company',
    });
    expect(await ask({ curentItemId: current, previousItemId: '/sitecore/content/group/home/company', lang: 'en' })).toMatchObject({
      url: '/contact',
    });
    expect(await ask({ curentItemId: '/sitecore/content/sensor/home/nope' })).toBeNull();
  });
});
