import { describe, expect, it } from 'vitest';
import type { ComponentRendering } from '@mbw/api-clients';
import { kind, point } from '../rules/fixtures';
import { loadLocator, mapCentre, previousPage, visitorCountry } from './locator-load';

const rendering = {
  uid: 'locator',
  componentName: 'SalesAndServicePoints',
  fields: {
    Title: { value: 'Sales and service points' },
    BackLink: { value: { href: '/contact', text: 'Back to contact' } },
    DefaultLatitude: { value: '47.05' },
    DefaultLongitude: { value: '8.31' },
    FilterTitle: { value: 'Filter' },
    Categories: [
      {
        id: 'c1',
        fields: {
          Title: { value: 'Services' },
          Items: [{ fields: { Key: { value: 'Repair' }, Label: { value: 'Repair service' } } }, { fields: {} }],
        },
      },
      { id: 'c2', fields: { Title: { value: 'Empty' }, Items: 'not a list' } },
    ],
  },
} as unknown as ComponentRendering;

describe('the map page’s server data (spec discovery §2, §4, §7, §9)', () => {
  it('centre: geo-ip, else the content default, else 0,0', () => {
    expect(mapCentre({ Latitude: 52.5, Longitude: 13.4 }, { latitude: '47', longitude: '8' })).toEqual({ latitude: 52.5, longitude: 13.4 });
    expect(mapCentre({ Country: 'N/A' }, { latitude: '47', longitude: '8' })).toEqual({ latitude: 47, longitude: 8 });
    expect(mapCentre(null, { latitude: 'x', longitude: '' })).toEqual({ latitude: 0, longitude: 0 });
  });

  it('country: geo-ip’s, CH when unknown', () => {
    expect(visitorCountry({ Country: 'de' })).toBe('DE');
    expect(visitorCountry({ Country: 'N/A' })).toBe('CH');
    expect(visitorCountry(null)).toBe('CH');
  });

  it('back link: this site’s product page or wishlist only', () => {
    const url = new URL('https://site.example/en/sales-and-service-points');
    expect(previousPage('https://site.example/en/product/Triac/123-456?x=1', url)).toBe('/en/product/Triac/123-456?x=1');
    expect(previousPage('https://site.example/de-CH/my-account/wishlist', url)).toBe('/de-CH/my-account/wishlist');
    expect(previousPage('https://site.example/en/company', url)).toBeNull();
    expect(previousPage('https://evil.example/en/product/x', url)).toBeNull();
    expect(previousPage('javascript:alert(1)', url)).toBeNull();
    expect(previousPage('not a url', url)).toBeNull();
  });

  it('back link: the content query’s answer when the visitor did not come from a product page or the wishlist; never an outside URL', async () => {
    const load = (backTo: { url: string; description: string } | null) =>
      loadLocator(rendering, {
        url: new URL('https://site.example/en/sales-and-service-points'),
        referer: 'https://site.example/en/company',
        signedIn: false,
        points: async () => [],
        geoIp: async () => null,
        favouriteId: async () => null,
        backTo: async () => backTo,
        place: async () => null,
      });
    expect((await load({ url: '/service', description: 'Back to service' })).back).toEqual({
      kind: 'content',
      href: '/service',
      text: 'Back to service',
    });
    expect((await load({ url: 'https://evil.example/', description: 'Evil' })).back).toEqual({
      kind: 'content',
      href: '/contact',
      text: 'Back to contact',
    });
    expect((await load(null)).back).toEqual({ kind: 'content', href: '/contact', text: 'Back to contact' });
  });

  it('without JavaScript, ?place= centres the map on the places service’s best match; an unknown or failing one keeps the default', async () => {
    const load = (place: () => Promise<{ name: string; latitude: number; longitude: number } | null>) =>
      loadLocator(rendering, {
        url: new URL('https://site.example/en/sales-and-service-points?place=Tok'),
        referer: null,
        signedIn: false,
        points: async () => [point({ id: 'tokyo', latitude: 35.7, longitude: 139.7 })],
        geoIp: async () => null,
        favouriteId: async () => null,
        backTo: async () => null,
        place,
      });
    const found = await load(async () => ({ name: 'Tokyo', latitude: 35.6762, longitude: 139.6503 }));
    expect(found).toMatchObject({ place: 'Tokyo', centre: { latitude: 35.6762, longitude: 139.6503 } });
    expect(found.cards.map((card) => card.id)).toEqual(['tokyo']);
    expect(await load(async () => null)).toMatchObject({ place: null, centre: { latitude: 47.05, longitude: 8.31 } });
    expect(
      await load(async () => {
        throw new Error('places down');
      }),
    ).toMatchObject({ place: null, centre: { latitude: 47.05, longitude: 8.31 } });
  });

  it('loads the first cards with the main point first; a failing points list or geo-ip never breaks the page', async () => {
    const swiss = point({
      id: 'ch-sub',
      companyName: 'Kestrel Schweiz AG',
      kindOfPartner: kind('group-subsidiary'),
      latitude: 47.04,
      longitude: 8.31,
    });
    const data = await loadLocator(rendering, {
      url: new URL('https://site.example/en/sales-and-service-points?filter=Repair&from=quote'),
      referer: null,
      signedIn: false,
      points: async () => [
        point({ id: 'near', latitude: 47.1, longitude: 8.4 }),
        swiss,
        point({ id: 'far', latitude: 35, longitude: 139 }),
      ],
      geoIp: async () => {
        throw new Error('down');
      },
      favouriteId: async () => 'never asked',
      backTo: async () => {
        throw new Error('graphql down');
      },
      place: async () => ({ name: 'never asked', latitude: 1, longitude: 1 }),
    });
    expect(data).toMatchObject({
      title: 'Sales and service points',
      back: { kind: 'content', href: '/contact', text: 'Back to contact' },
      categories: [{ id: 'c1', title: 'Services', items: [{ id: 'repair', label: 'Repair service' }] }],
      filters: ['repair'],
      fromQuoteLink: true,
      centre: { latitude: 47.05, longitude: 8.31 },
      visitorCountry: 'CH',
      favouriteId: null,
      mainId: 'ch-sub',
      pointsFailed: false,
    });
    // The filter (repair) leaves out the points without it; the main point stays first.
    expect(data.cards.map((card) => card.id)).toEqual(['ch-sub']);

    const failed = await loadLocator(rendering, {
      url: new URL('https://site.example/en/sales-and-service-points'),
      referer: 'https://site.example/en/product/Triac',
      signedIn: true,
      points: async () => {
        throw new Error('500');
      },
      geoIp: async () => ({ Country: 'DE', Latitude: 52.5, Longitude: 13.4 }),
      favouriteId: async () => '{CH-SUB}',
      backTo: async () => ({ url: '/never-asked', description: 'the referer wins' }),
      place: async () => ({ name: 'never asked', latitude: 1, longitude: 1 }),
    });
    expect(failed).toMatchObject({
      pointsFailed: true,
      cards: [],
      back: { kind: 'previous', href: '/en/product/Triac' },
      favouriteId: '{CH-SUB}',
    });
  });
});
