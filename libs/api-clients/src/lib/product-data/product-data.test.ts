import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchDownloadsExtended } from './downloads-extended';
import { fetchMasterProduct } from './master-product';
import { isProductNotFound, type ProductDataConfig } from './product-data-config';
import { fetchShortProduct } from './short-product';
import { fetchSimilarAccessories } from './similar-accessories';
import { fetchTechnicalTitles } from './technical-titles';
import { fetchVariants } from './variants';
import { fetchVideoCampaign, hasVideoUrl } from './video-campaign';

function setup(handler: Parameters<typeof fakeFetch>[0], timeoutMs = 500) {
  const fake = fakeFetch(handler);
  const config: ProductDataConfig = {
    gatewayUrl: 'http://gateway.test/pd/',
    siteApiUrl: 'http://site.test',
    tenant: 'welding-tools',
    timeoutMs,
    fetch: fake.fetch,
  };
  return { fake, config };
}

const item = {
  ArticleID: 100825,
  ArticleName: 'Pencil-tip nozzle PT 21 Ø 21 mm fitting',
  ArticleNumber: '290.110',
  imageUrl: '/-/media/pencil-tip-nozzle-pt-21-290-110.svg',
  MasterProductName: 'Pencil-tip nozzle PT 21',
  MasterProductENName: 'Pencil-tip nozzle PT 21',
  SubTitleInfo: 'Ø 21 mm fitting',
  BrandName: 'Kestrel Welding Tools',
};

const master = {
  MasterProductID: 1039,
  MasterProductName: 'WELDO KIT',
  MasterProductENName: 'WELDO KIT',
  MasterProductMetaDescription: 'WELDO KIT from the Hand welding tools range.',
  BrandName: 'Kestrel Welding Tools',
  Category: 'Handschweissgeräte',
  CategoryEn: 'Hand welding tools',
  SubCategory: 'Schweiss-Sets',
  SubCategoryEn: 'Welding kits',
  ProductType: 'devices',
  isPhasedOut: false,
  isPreLaunch: false,
  media: [
    {
      url: '/-/media/weldo-kit-front.svg',
      thumbnail: '/-/media/weldo-kit-front.svg?w=100',
      type: 'image/jpeg',
      alt: 'WELDO KIT, Vorderansicht',
    },
  ],
  USP: ['Ergonomischer Griff'],
  Description: { title: 'WELDO KIT', intro: 'Intro', body: 'Body' },
  technicalSpecs: {
    metric: [{ name: 'Gewicht', value: '1,05 kg', tooltip: 'Ohne Kabel.' }],
    imperial: [{ name: 'Gewicht', value: '2,31 lb', tooltip: 'Ohne Kabel.' }],
  },
  technicalDatasheet: { url: '/-/media/downloads/technical-datasheet-141-227.pdf' },
  benefits: {
    isBullet: true,
    data: [{ title: 'Leicht', subTitle: 'Ausbalanciert', description: 'Text', img: '/-/media/benefit-light.svg' }],
  },
  Applications: [{ name: 'Dachbahnen', imageUrl: '/-/media/application-roofing-membranes.svg' }],
  CompatibleProducts: [
    {
      Id: 1003,
      Name: 'BLAZE PLUS',
      NameEn: 'BLAZE PLUS',
      CategoryEn: 'Heat guns',
      BrandName: 'Kestrel Welding Tools',
      ImageUrl: '/-/media/blaze-plus-front.svg',
      Description: 'A heat gun.',
    },
  ],
  ProductAccesories: {
    Categories: [
      { category: 'Düsen', categoryEn: 'Nozzles', Types: [{ Name: 'Punktdüse PT 21', imageUrl: '/-/media/x.svg', Items: [item] }] },
    ],
  },
  SimilarAccessories: [item],
  similarProducts: [],
  scopeOfDelivery: [
    { articleNumber: '141.227', productAssetNameNormalized: 'WELDO-KIT', text: '1 × WELDO KIT' },
    { text: 'Bedienungsanleitung' },
  ],
  Solutions: [{ key: 'roofing', name: 'Dach' }],
};

describe('fetchMasterProduct (spec product §7)', () => {
  it('GETs /product-data/v1/products/{name}/{lang}/{tenant} under the gateway base and validates the master product', async () => {
    const { fake, config } = setup(() => jsonResponse(200, master));
    const product = await fetchMasterProduct(config, { name: 'WELDO-KIT', language: 'de' });
    expect(fake.requests[0]!.url.toString()).toBe('http://gateway.test/pd/product-data/v1/products/WELDO-KIT/de/welding-tools');
    expect(product).toMatchObject({
      MasterProductID: 1039,
      CategoryEn: 'Hand welding tools',
      ProductAccesories: { Categories: [{ Types: [{ Items: [item] }] }] },
    });
    expect(product.scopeOfDelivery[1]).toEqual({
      text: 'Bedienungsanleitung',
      articleNumber: undefined,
      productAssetNameNormalized: undefined,
    });
  });

  it('is lenient where the gateway is loose: missing lists, null objects, string ids, solution keys as strings', async () => {
    const loose = {
      MasterProductID: '1039',
      MasterProductName: 'WELDO KIT',
      MasterProductENName: 'WELDO KIT',
      ProductType: 'accessories',
      technicalSpecs: null,
      Description: null,
      ProductAccesories: null,
      Solutions: ['roofing'],
      extraField: { kept: true },
    };
    const product = await fetchMasterProduct(setup(() => jsonResponse(200, loose)).config, { name: 'WELDO KIT', language: 'en' });
    expect(product).toMatchObject({
      MasterProductID: 1039,
      media: [],
      USP: [],
      isPhasedOut: false,
      technicalSpecs: { metric: [], imperial: [] },
      technicalDatasheet: { url: null },
      Description: { title: '', intro: '', body: '' },
      benefits: { isBullet: false, data: [] },
      ProductAccesories: { Categories: [] },
      Solutions: [{ key: 'roofing', name: 'roofing' }],
      extraField: { kept: true },
    });
  });

  it('throws UpstreamError: a 404 is recognisable as not found; other statuses, timeouts and bad JSON are failures', async () => {
    const notFound = await fetchMasterProduct(setup(() => jsonResponse(404, { message: 'No product' })).config, {
      name: 'x',
      language: 'en',
    }).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(UpstreamError);
    expect(isProductNotFound(notFound)).toBe(true);

    const failed = await fetchMasterProduct(setup(() => jsonResponse(500, {})).config, { name: 'x', language: 'en' }).catch(
      (error: unknown) => error,
    );
    expect(failed).toMatchObject({ name: 'UpstreamError', service: 'product-data', failure: 'http', status: 500 });
    expect(isProductNotFound(failed)).toBe(false);

    await expect(fetchMasterProduct(setup(() => 'hang', 20).config, { name: 'x', language: 'en' })).rejects.toMatchObject({
      failure: 'timeout',
    });
    await expect(
      fetchMasterProduct(setup(() => new TypeError('fetch failed')).config, { name: 'x', language: 'en' }),
    ).rejects.toMatchObject({ failure: 'network' });
    await expect(
      fetchMasterProduct(setup(() => new Response('<html>', { status: 200 })).config, { name: 'x', language: 'en' }),
    ).rejects.toMatchObject({ failure: 'invalid-response' });
    await expect(
      fetchMasterProduct(setup(() => jsonResponse(200, { MasterProductID: 'abc' })).config, { name: 'x', language: 'en' }),
    ).rejects.toMatchObject({
      failure: 'invalid-response',
      message: expect.stringContaining('MasterProductID'),
    });
  });

  it('encodes names with spaces and passes the caller abort signal on', async () => {
    const controller = new AbortController();
    const { fake, config } = setup(() => jsonResponse(200, master));
    await fetchMasterProduct(config, { name: 'Wide-slot nozzle WS 20', language: 'fr', signal: controller.signal });
    expect(fake.requests[0]!.url.pathname).toBe('/pd/product-data/v1/products/Wide-slot%20nozzle%20WS%2020/fr/welding-tools');
    expect(fake.requests[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('fetchVariants', () => {
  const variant = {
    id: 100001,
    articleNumber: '141.227',
    articleName: 'WELDO KIT 230 V / EU plug, Standard',
    sku: '141.227',
    media: [],
    applications: [],
    technicalDatasheet: { url: '/-/media/downloads/technical-datasheet-141-227.pdf' },
    technicalSpecs: { metric: [], imperial: [] },
    scopeOfDelivery: [],
    description: { masterProductDescriptionTitle: 'T', masterProductDescriptionIntro: 'I', masterProductDescriptionBody: 'B' },
    shopifyGlobalIds: ['gid://shopify/Product/7001000010'],
    filterValues: [{ name: 'Voltage / plug', value: '230 V / EU plug' }],
    solutions: [{ key: 'roofing', name: 'Roofing' }],
  };

  it('GETs product-items/{id}/{market}/{lang}/{tenant} (market lower-cased, default de)', async () => {
    const { fake, config } = setup(() => jsonResponse(200, [variant]));
    expect(await fetchVariants(config, { masterProductId: 1039, market: 'CH', language: 'it' })).toEqual([variant]);
    await fetchVariants(config, { masterProductId: 1039, language: 'it' });
    expect(fake.requests.map((request) => request.url.pathname)).toEqual([
      '/pd/product-data/v1/product-items/1039/ch/it/welding-tools',
      '/pd/product-data/v1/product-items/1039/de/it/welding-tools',
    ]);
  });

  it('rejects an answer that is not a list of variants', async () => {
    await expect(
      fetchVariants(setup(() => jsonResponse(200, { variants: [] })).config, { masterProductId: 1, language: 'en' }),
    ).rejects.toMatchObject({ failure: 'invalid-response' });
    await expect(
      fetchVariants(setup(() => jsonResponse(200, [{ articleNumber: '1' }])).config, { masterProductId: 1, language: 'en' }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('fetchShortProduct, fetchSimilarAccessories, fetchTechnicalTitles', () => {
  it('sends name, lang, tenant and the optional variantId as query parameters', async () => {
    const { fake, config } = setup(() =>
      jsonResponse(200, { name: 'WELDO KIT', description: 'd', image: '/-/media/x.svg', isPhasedOut: true, isPreLaunch: false }),
    );
    expect(await fetchShortProduct(config, { name: 'WELDO-KIT', language: 'en', variantId: 100002 })).toEqual({
      name: 'WELDO KIT',
      description: 'd',
      image: '/-/media/x.svg',
      isPhasedOut: true,
      isPreLaunch: false,
    });
    expect(Object.fromEntries(fake.requests[0]!.url.searchParams)).toEqual({
      name: 'WELDO-KIT',
      lang: 'en',
      tenant: 'welding-tools',
      variantId: '100002',
    });
  });

  it('reads similar accessories as accessory items', async () => {
    const { fake, config } = setup(() => jsonResponse(200, [item, { ...item, ArticleID: '100826' }]));
    const items = await fetchSimilarAccessories(config, { name: 'WELDO-KIT', language: 'de' });
    expect(items.map((entry) => entry.ArticleID)).toEqual([100825, 100826]);
    expect(fake.requests[0]!.url.pathname).toBe('/pd/product-data/v1/product/similarAccessories');
  });

  it('repeats articleNumbers once per number and skips the call for none', async () => {
    const record = {
      articleNumber: '141.227',
      title: 'WELDO KIT 230 V',
      subTitle: '230 V',
      technicalTitles: [{ title: 'Voltage', subTitle: '230 V' }],
    };
    const { fake, config } = setup(() => jsonResponse(200, [record]));
    expect(await fetchTechnicalTitles(config, { language: 'de', articleNumbers: ['141.227', '141.228', '141.227'] })).toEqual([record]);
    expect(fake.requests[0]!.url.pathname).toBe('/pd/product-data/v1/product-items/technical-titles-with-subtitles/de');
    expect(fake.requests[0]!.url.searchParams.getAll('articleNumbers')).toEqual(['141.227', '141.228']);
    expect(await fetchTechnicalTitles(config, { language: 'de', articleNumbers: [] })).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('fetchDownloadsExtended and fetchVideoCampaign (site API /api/MasterProducts)', () => {
  const download = {
    title: 'WELDO KIT – Bedienungsanleitung',
    url: '/-/media/downloads/weldo-kit-operating-instructions-de.pdf',
    assetName: 'weldo-kit-operating-instructions-de',
    category: 'Bedienungsanleitung',
    language: 'Deutsch',
    languageShort: 'de',
    isPrivate: false,
    isVisibleForAllLanguages: false,
    approvedForWeb: true,
  };

  it('reads info, media and all lists from the site API host', async () => {
    const list = {
      categories: ['Bedienungsanleitung'],
      languages: [{ language: 'Deutsch', languageShort: 'de' }],
      items: [download],
      filteredItems: [download],
    };
    const { fake, config } = setup(() => jsonResponse(200, { info: list, media: null, all: list }));
    const downloads = await fetchDownloadsExtended(config, { name: 'WELDO-KIT', language: 'de', variantId: 100001 });
    expect(downloads).toEqual({ info: list, media: { categories: [], languages: [], items: [], filteredItems: [] }, all: list });
    const url = fake.requests[0]!.url;
    expect(url.origin + url.pathname).toBe('http://site.test/api/MasterProducts/getDownloadsExtended');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'WELDO-KIT', lang: 'de', variantId: '100001', tenant: 'welding-tools' });
    const withoutMedia = await fetchDownloadsExtended(setup(() => jsonResponse(200, { info: list, all: list })).config, {
      name: 'x',
      language: 'de',
    });
    expect(withoutMedia.media).toEqual({ categories: [], languages: [], items: [], filteredItems: [] });
    await expect(fetchDownloadsExtended(setup(() => jsonResponse(502, {})).config, { name: 'x', language: 'de' })).rejects.toMatchObject({
      failure: 'http',
      status: 502,
    });
  });

  it('keeps videos with a blank url in the data; hasVideoUrl tells which to list', async () => {
    const { fake, config } = setup(() =>
      jsonResponse(200, {
        howToVideos: [
          { url: '/-/media/product-demo.webm', title: 'Changing the nozzle', thumbnail: '/-/media/t.svg' },
          { url: '  ', title: 'Blank', thumbnail: '/-/media/t.svg' },
          { title: 'No url', thumbnail: '/-/media/t.svg' },
        ],
        restrictedVideos: null,
      }),
    );
    const campaign = await fetchVideoCampaign(config, { name: 'WELDO-KIT', language: 'en' });
    expect(campaign.howToVideos).toHaveLength(3);
    expect(campaign.howToVideos.filter(hasVideoUrl).map((video) => video.title)).toEqual(['Changing the nozzle']);
    expect(campaign.restrictedVideos).toEqual([]);
    expect(fake.requests[0]!.url.pathname).toBe('/api/MasterProducts/getVideoCampaignItems');
  });
});
