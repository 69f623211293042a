/**
 * Contract of the product-data gateway (spec product §7, discovery §7) and the CMS-side
 * /api/MasterProducts calls: the field names and shapes the product pages read, 400/404 answers,
 * the download files, and the product-data and master-products fault switches.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICES } from '../app.ts';
import { startTestApp, type TestServer } from '../test-app.ts';
import { generateCatalog } from './seed/catalog/generate.ts';
import { urlName } from './seed/catalog/localized.ts';

const PRODUCTS = 80;
const catalog = generateCatalog({ products: PRODUCTS });
let app: TestServer;
let base: string;

beforeAll(async () => {
  app = await startTestApp({ products: PRODUCTS, apiKey: 'key' });
  base = app.base;
});
afterAll(() => app.close());
beforeEach(async () => {
  await fetch(`${base}/__faults`, { method: 'DELETE' });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
async function get(pathAndQuery: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${pathAndQuery}`);
  return { status: response.status, body: await response.json() };
}
async function post(pathAndQuery: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${base}${pathAndQuery}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

// Products picked from the same deterministic catalog the server seeded.
const device = catalog.masters.find((m) => m.productType === 'devices' && m.variantIds.length > 2 && m.sites.includes('technologies'))!;
const accessory = catalog.masters.find(
  (m) => m.productType === 'accessories' && m.sites.includes('welding-tools') && m.variantIds.length > 1,
)!;
const sensorOnly = catalog.masters.find((m) => m.sites.includes('sensor') && !m.sites.includes('technologies'))!;
const variantsOf = (id: number) => catalog.variants.filter((v) => v.masterId === id);
const dashed = (name: string) => urlName(name);

describe('GET /product-data/v1/products/{name}/{lang}/{tenant} (master product)', () => {
  it('finds the product by its English name with dashes or spaces, any case', async () => {
    for (const name of [dashed(device.enName), device.enName, dashed(device.enName).toLowerCase(), device.enName.toUpperCase()]) {
      const { status, body } = await get(`/product-data/v1/products/${encodeURIComponent(name)}/de/technologies`);
      expect(status, name).toBe(200);
      expect(body.MasterProductID).toBe(device.id);
    }
  });

  it('answers the spec §3 master product fields, localized', async () => {
    const { body } = await get(`/product-data/v1/products/${dashed(device.enName)}/fr/group`);
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'MasterProductID',
        'MasterProductName',
        'MasterProductENName',
        'MasterProductMetaDescription',
        'BrandName',
        'Category',
        'CategoryEn',
        'SubCategory',
        'SubCategoryEn',
        'ProductType',
        'media',
        'USP',
        'Description',
        'technicalSpecs',
        'technicalDatasheet',
        'benefits',
        'Applications',
        'CompatibleProducts',
        'ProductAccesories',
        'SimilarAccessories',
        'similarProducts',
        'scopeOfDelivery',
        'Solutions',
        'stories',
      ]),
    );
    expect(body).toMatchObject({
      MasterProductENName: device.enName,
      ProductType: 'devices',
      Description: { title: expect.any(String), intro: expect.any(String), body: expect.any(String) },
    });
    expect(body.media[0]).toEqual({
      url: expect.stringMatching(/^\/-\/media\/.+\.jpg$/),
      thumbnail: expect.any(String),
      type: 'image/jpeg',
      alt: expect.any(String),
    });
    expect(body.technicalSpecs.metric.length).toBe(body.technicalSpecs.imperial.length);
    expect(body.technicalSpecs.metric[0]).toEqual({ name: expect.any(String), value: expect.any(String), tooltip: expect.any(String) });
    expect(body.technicalDatasheet.url).toMatch(/^\/-\/media\/downloads\/technical-datasheet-\d{3}-\d{3}\.pdf$/);
    expect(body.benefits).toEqual({ isBullet: expect.any(Boolean), data: expect.any(Array) });
    for (const group of body.ProductAccesories.Categories) {
      expect(group).toMatchObject({ category: expect.any(String), Types: expect.any(Array) });
      for (const type of group.Types) {
        expect(type.Items[0]).toEqual({
          ArticleID: expect.any(Number),
          ArticleName: expect.any(String),
          ArticleNumber: expect.stringMatching(/^\d{3}\.\d{3}$/),
          imageUrl: expect.any(String),
          MasterProductName: expect.any(String),
          MasterProductENName: expect.any(String),
          SubTitleInfo: expect.any(String),
          BrandName: expect.any(String),
        });
      }
    }
    expect(body.scopeOfDelivery[0]).toEqual({
      articleNumber: expect.any(String),
      productAssetNameNormalized: dashed(device.enName),
      text: expect.any(String),
    });
    // One story per solution, in the request's language, linking to a page of the site.
    expect(body.stories).toHaveLength(body.Solutions.length);
    expect(body.stories[0]).toEqual({
      image: { src: expect.stringMatching(/^\/-\/media\/story-.+\.jpg$/), alt: '' },
      title: expect.any(String),
      category: expect.stringMatching(/^(Témoignage client|Rapport d'application)$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      gtm: expect.any(String),
      linkerButtonLabel: "Lire l'histoire",
      url: expect.stringMatching(/^\/fr\/(solutions\/[a-z-]+|news)$/),
    });
  });

  it('answers 404 JSON for an unknown product or one the tenant does not sell, 400 for bad parameters', async () => {
    expect(await get('/product-data/v1/products/NO-SUCH-THING/en/group')).toMatchObject({
      status: 404,
      body: { message: expect.any(String) },
    });
    expect((await get(`/product-data/v1/products/${dashed(sensorOnly.enName)}/en/technologies`)).status).toBe(404);
    expect((await get(`/product-data/v1/products/${dashed(sensorOnly.enName)}/en/sensor`)).status).toBe(200);
    expect((await get(`/product-data/v1/products/${dashed(device.enName)}/es/group`)).status).toBe(400);
    expect((await get(`/product-data/v1/products/${dashed(device.enName)}/de-CH/group`)).status).toBe(200);
    expect((await get(`/product-data/v1/products/${dashed(device.enName)}/en/nowhere`)).status).toBe(400);
  });

  it('filters references to products outside the tenant', async () => {
    const { body } = await get(`/product-data/v1/products/${dashed(device.enName)}/en/technologies`);
    const technologies = new Set(catalog.masters.filter((m) => m.sites.includes('technologies')).map((m) => m.id));
    for (const card of [...body.CompatibleProducts, ...body.similarProducts]) expect(technologies).toContain(card.Id);
  });
});

describe('GET /product-data/v1/product-items/{masterProductId}/{market}/{lang}/{tenant} (variants)', () => {
  it('lists the variants by id with the spec §3 variant fields', async () => {
    const { status, body } = await get(`/product-data/v1/product-items/${device.id}/ch/it/technologies`);
    expect(status).toBe(200);
    expect(body.map((v: Json) => v.id)).toEqual(variantsOf(device.id).map((v) => v.id));
    const [first] = body;
    expect(first).toEqual({
      id: expect.any(Number),
      articleNumber: expect.stringMatching(/^\d{3}\.\d{3}$/),
      articleName: expect.stringContaining(device.enName),
      sku: first.articleNumber,
      media: expect.any(Array),
      applications: expect.any(Array),
      technicalDatasheet: { url: expect.stringContaining(first.articleNumber.replace('.', '-')) },
      technicalSpecs: { metric: expect.any(Array), imperial: expect.any(Array) },
      scopeOfDelivery: expect.any(Array),
      description: {
        masterProductDescriptionTitle: expect.any(String),
        masterProductDescriptionIntro: expect.any(String),
        masterProductDescriptionBody: expect.any(String),
      },
      shopifyGlobalIds: expect.arrayContaining([expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/)]),
      filterValues: expect.arrayContaining([{ name: expect.any(String), value: expect.any(String) }]),
      solutions: expect.arrayContaining([{ key: expect.any(String), name: expect.any(String) }]),
    });
    const imperial = first.technicalSpecs.imperial.map((row: Json) => row.value).join(' ');
    expect(imperial).toMatch(/°F|lb|in|cfm/);
  });

  it('describes accessories per variant (spec product §2)', async () => {
    const { body } = await get(`/product-data/v1/product-items/${accessory.id}/de/en/welding-tools`);
    expect(body[0].description.masterProductDescriptionIntro).toContain(body[0].articleName);
  });

  it('answers 400 for a bad id, market, language or tenant and 404 for an unknown master', async () => {
    expect((await get(`/product-data/v1/product-items/abc/de/en/group`)).status).toBe(400);
    expect((await get(`/product-data/v1/product-items/${device.id}/deu/en/group`)).status).toBe(400);
    expect((await get(`/product-data/v1/product-items/${device.id}/de/xx/group`)).status).toBe(400);
    expect((await get(`/product-data/v1/product-items/${device.id}/de/en/shop`)).status).toBe(400);
    expect((await get(`/product-data/v1/product-items/999999/de/en/group`)).status).toBe(404);
    expect((await get(`/product-data/v1/product-items/${sensorOnly.id}/de/en/welding-tools`)).status).toBe(404);
  });
});

describe('GET /product-data/v1/product/short', () => {
  it('answers name, description, image and the phased-out / pre-launch flags; a variant names itself', async () => {
    const { body } = await get(`/product-data/v1/product/short?name=${dashed(device.enName)}&lang=de&tenant=group`);
    expect(body).toEqual({
      name: device.name.de,
      description: expect.any(String),
      image: expect.stringMatching(/\.jpg$/),
      isPhasedOut: false,
      isPreLaunch: false,
    });
    const variant = variantsOf(device.id)[1]!;
    const withVariant = await get(
      `/product-data/v1/product/short?name=${dashed(device.enName)}&lang=de&tenant=group&variantId=${variant.id}`,
    );
    expect(withVariant.body.name).toContain(device.name.de);
    expect(withVariant.body.name).not.toBe(device.name.de);
    const phasedOut = catalog.masters.find((m) => m.isPhasedOut)!;
    expect((await get(`/product-data/v1/product/short?name=${dashed(phasedOut.enName)}&lang=en&tenant=group`)).body.isPhasedOut).toBe(true);
    const preLaunch = catalog.masters.find((m) => m.isPreLaunch)!;
    expect((await get(`/product-data/v1/product/short?name=${dashed(preLaunch.enName)}&lang=en&tenant=group`)).body.isPreLaunch).toBe(true);
  });

  it('answers 400 without a name or with a bad variant id, 404 for a variant of another product', async () => {
    expect((await get('/product-data/v1/product/short?lang=de&tenant=group')).status).toBe(400);
    expect((await get(`/product-data/v1/product/short?name=${dashed(device.enName)}&lang=de&tenant=group&variantId=x`)).status).toBe(400);
    expect(
      (await get(`/product-data/v1/product/short?name=${dashed(device.enName)}&lang=de&tenant=group&variantId=${accessory.variantIds[0]}`))
        .status,
    ).toBe(404);
  });
});

describe('GET /product-data/v1/product-items/technical-titles-with-subtitles/{language}', () => {
  it('answers one record per known article number (repeated parameter, dot or dash)', async () => {
    const [a, b] = variantsOf(device.id);
    const { status, body } = await get(
      `/product-data/v1/product-items/technical-titles-with-subtitles/en?articleNumbers=${a!.articleNumber}&articleNumbers=${b!.articleNumber.replace('.', '-')}&articleNumbers=000.001`,
    );
    expect(status).toBe(200);
    expect(body.map((record: Json) => record.articleNumber)).toEqual([a!.articleNumber, b!.articleNumber]);
    expect(body[0]).toMatchObject({
      title: expect.stringContaining(device.enName),
      subTitle: expect.any(String),
      technicalTitles: expect.any(Array),
    });
    expect(body[0].technicalTitles[0]).toEqual({ title: expect.any(String), subTitle: expect.any(String) });
  });

  it('answers 400 without article numbers or with a malformed one', async () => {
    expect((await get('/product-data/v1/product-items/technical-titles-with-subtitles/en')).status).toBe(400);
    expect((await get('/product-data/v1/product-items/technical-titles-with-subtitles/en?articleNumbers=12345')).status).toBe(400);
  });
});

describe('GET /product-data/v1/product/similarAccessories', () => {
  it('answers accessory items', async () => {
    const withMany = catalog.masters.find((m) => m.similarAccessories.length > 0 && m.sites.includes('technologies'))!;
    const { status, body } = await get(`/product-data/v1/product/similarAccessories?name=${dashed(withMany.enName)}&lang=en&tenant=group`);
    expect(status).toBe(200);
    expect(body.length).toBe(withMany.similarAccessories.length);
    expect(Object.keys(body[0]).sort()).toEqual([
      'ArticleID',
      'ArticleName',
      'ArticleNumber',
      'BrandName',
      'MasterProductENName',
      'MasterProductName',
      'SubTitleInfo',
      'imageUrl',
    ]);
    expect((await get(`/product-data/v1/product/similarAccessories?name=x&lang=en`)).status).toBe(400);
  });
});

describe('POST /product-data/v1/product/wishlistObjects', () => {
  it('answers product data for the wishlist items, in order, dropping unknown ids', async () => {
    const [a, b] = variantsOf(device.id);
    const { status, body } = await post('/product-data/v1/product/wishlistObjects?tenant=technologies', {
      lang: 'de',
      items: [{ VariantId: a!.id, AddDate: '2025-03-01T10:00:00Z' }, 999_999, String(b!.id)],
    });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        variantId: a!.id,
        articleNo: a!.articleNumber,
        name: expect.any(String),
        picture: expect.any(String),
        addDate: '2025-03-01T10:00:00Z',
        masterProductNameEn: device.enName,
        MasterProductName: device.name.de,
        categoryEn: expect.any(String),
        brandName: device.brand,
      },
      expect.objectContaining({ variantId: b!.id, addDate: null }),
    ]);
  });

  it('answers 400 for a body without items, a bad id or a missing tenant', async () => {
    expect((await post('/product-data/v1/product/wishlistObjects?tenant=group', { lang: 'en' })).status).toBe(400);
    expect((await post('/product-data/v1/product/wishlistObjects?tenant=group', { lang: 'en', items: [{ VariantId: 'x' }] })).status).toBe(
      400,
    );
    expect((await post('/product-data/v1/product/wishlistObjects', { lang: 'en', items: [] })).status).toBe(400);
    const raw = await fetch(`${base}/product-data/v1/product/wishlistObjects?tenant=group`, { method: 'POST', body: '{not json' });
    expect(raw.status).toBe(400);
  });
});

describe('POST /product-data/v1/product/comparedObjects (spec discovery §7)', () => {
  it('answers compare entries for variant or master ids, once each, ignoring 0 and unknown ids', async () => {
    const variant = variantsOf(device.id)[1]!;
    const { status, body } = await post('/product-data/v1/product/comparedObjects?lang=en&tenant=technologies', [
      variant.id,
      0,
      variant.id,
      device.id,
      424242,
    ]);
    expect(status).toBe(200);
    expect(body.map((entry: Json) => [entry.id, entry.articleNumber])).toEqual([
      [variant.id, variant.articleNumber],
      [device.id, variantsOf(device.id)[0]!.articleNumber],
    ]);
    expect(body[0]).toEqual({
      id: variant.id,
      category: expect.any(String),
      categoryEn: expect.any(String),
      masterProductName: device.name.en,
      masterProductNameEn: device.enName,
      articleNumber: variant.articleNumber,
      picture: expect.any(String),
      noOfVariants: device.variantIds.length,
      masterProductMetaDescription: expect.any(String),
      solutions: expect.any(Array),
      brandName: device.brand,
      usp: expect.any(Array),
      applications: expect.any(Array),
      technicalSpecs: { metric: expect.any(Array), imperial: expect.any(Array) },
    });
    expect(body[0].usp.length).toBeLessThanOrEqual(5);
    expect((await post('/product-data/v1/product/comparedObjects?lang=en&tenant=technologies', { nope: 1 })).status).toBe(400);
  });
});

describe('GET /api/MasterProducts/getDownloadsExtended and the files', () => {
  it('answers info, media and all groups with categories, languages, items and filteredItems', async () => {
    const { status, body } = await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}&lang=de`);
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['info', 'media', 'all']);
    for (const group of Object.values(body) as Json[]) {
      expect(group).toEqual({
        categories: expect.any(Array),
        languages: expect.any(Array),
        items: expect.any(Array),
        filteredItems: expect.any(Array),
      });
      for (const item of group.filteredItems)
        expect(item.approvedForWeb && (item.languageShort === 'de' || item.isVisibleForAllLanguages)).toBe(true);
    }
    expect(body.all.items.length).toBe(body.info.items.length + body.media.items.length);
    expect(body.info.languages[0]).toEqual({ language: 'Englisch', languageShort: 'en' });
    expect(body.info.items[0]).toEqual({
      title: expect.any(String),
      url: expect.stringMatching(/^\/-\/media\/downloads\/.+\.pdf$/),
      assetName: expect.any(String),
      category: expect.any(String),
      language: expect.any(String),
      languageShort: expect.any(String),
      isPrivate: expect.any(Boolean),
      isVisibleForAllLanguages: expect.any(Boolean),
      approvedForWeb: expect.any(Boolean),
    });
  });

  it("adds the variant's datasheet when a variantId is given", async () => {
    const variant = variantsOf(device.id)[1]!;
    const without = await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}&lang=en`);
    const withVariant = await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}&lang=en&variantId=${variant.id}`);
    expect(withVariant.body.info.items.length).toBe(without.body.info.items.length + 1);
    expect(withVariant.body.info.items.map((item: Json) => item.assetName)).toContain(
      `technical-datasheet-${variant.articleNumber.replace('.', '-')}`,
    );
    expect((await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}&lang=en&variantId=1`)).status).toBe(404);
    expect((await get(`/api/MasterProducts/getDownloadsExtended?name=nothing&lang=en`)).status).toBe(404);
    expect((await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}`)).status).toBe(400);
  });

  it('serves every download as an attachment: valid PDFs, SVG media; unknown assets are 404', async () => {
    const { body } = await get(
      `/api/MasterProducts/getDownloadsExtended?name=${dashed(device.enName)}&lang=en&variantId=${device.variantIds[0]}`,
    );
    for (const item of body.all.items as Json[]) {
      const response = await fetch(`${base}${item.url}`);
      expect(response.status, item.url).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${item.url.split('/').pop()}"`);
      const text = await response.text();
      if (item.url.endsWith('.pdf')) {
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expectValidPdf(text);
      } else {
        expect(response.headers.get('content-type')).toBe('image/svg+xml');
        expect(text).toMatch(/^<svg /);
      }
    }
    expect((await fetch(`${base}/-/media/downloads/no-such-asset.pdf`)).status).toBe(404);
    expect((await fetch(`${base}/-/media/downloads/technical-datasheet-000-000.pdf`)).status).toBe(404);
    expect((await fetch(`${base}${body.info.items[0].url.replace('.pdf', '.svg')}`)).status).toBe(404);
  });

  it('marks restricted downloads and those of phased-out products for the site: X-Download-Access, private; public ones carry no mark', async () => {
    const withRestricted = catalog.masters.find(
      (m) => !m.isPhasedOut && catalog.downloads.some((d) => d.masterId === m.id && d.isPrivate),
    )!;
    const { body } = await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(withRestricted.enName)}&lang=en`);
    const restricted = (body.all.items as Json[]).find((item) => item.isPrivate)!;
    const open = (body.all.items as Json[]).find((item) => !item.isPrivate)!;
    const locked = await fetch(`${base}${restricted.url}`);
    expect(locked.headers.get('x-download-access')).toBe('restricted');
    expect(locked.headers.get('cache-control')).toBe('private, max-age=0');
    const free = await fetch(`${base}${open.url}`);
    expect(free.headers.get('x-download-access')).toBeNull();
    expect(free.headers.get('cache-control')).toBe('public, max-age=86400');
    const phasedOut = catalog.masters.find((m) => m.isPhasedOut && catalog.downloads.some((d) => d.masterId === m.id && !d.isPrivate))!;
    const oldFile = catalog.downloads.find((d) => d.masterId === phasedOut.id && !d.isPrivate)!;
    const old = await fetch(
      `${base}/-/media/downloads/${oldFile.assetName}.${oldFile.group === 'media' && oldFile.category !== 'dimension-drawings' ? 'svg' : 'pdf'}`,
    );
    expect(old.status).toBe(200);
    expect(old.headers.get('x-download-access')).toBe('signed-in');
  });

  it('ignores case in media paths as Sitecore does, and marks a protected file outside the downloads folder', async () => {
    const withRestricted = catalog.masters.find(
      (m) => !m.isPhasedOut && catalog.downloads.some((d) => d.masterId === m.id && d.isPrivate),
    )!;
    const { body } = await get(`/api/MasterProducts/getDownloadsExtended?name=${dashed(withRestricted.enName)}&lang=en`);
    const restricted: string = (body.all.items as Json[]).find((item) => item.isPrivate)!.url;
    for (const spelling of [restricted.replace('/downloads/', '/Downloads/'), restricted.toUpperCase().replace('/-/MEDIA/', '/-/media/')]) {
      const answer = await fetch(`${base}${spelling}`);
      expect(answer.status, spelling).toBe(200);
      expect(answer.headers.get('x-download-access'), spelling).toBe('restricted');
    }
    const bulletin = await fetch(`${base}/-/media/Service/Field-Service-Bulletin-2026.pdf`);
    expect(bulletin.status).toBe(200);
    expect(bulletin.headers.get('x-download-access')).toBe('restricted');
    expect((await fetch(`${base}/-/media/service/another-file.pdf`)).status).toBe(404);
  });

  it('serves 3D objects as glTF 2.0', async () => {
    const withModel = catalog.masters.find((m) => m.object3d)!;
    const { body } = await get(`/product-data/v1/products/${dashed(withModel.enName)}/en/group`);
    const model = body.media.find((item: Json) => item.type === '3Dobject');
    const response = await fetch(`${base}${model.url}`);
    expect(response.headers.get('content-type')).toBe('model/gltf+json');
    const gltf: Json = await response.json();
    expect(gltf.asset.version).toBe('2.0');
    const bytes = Buffer.from(gltf.buffers[0].uri.split(',')[1], 'base64');
    expect(bytes.length).toBe(gltf.buffers[0].byteLength);
    expect(gltf.bufferViews.reduce((sum: number, view: Json) => sum + view.byteLength, 0)).toBe(bytes.length);
  });
});

describe('GET /api/MasterProducts/getVideoCampaignItems', () => {
  it('answers how-to and restricted videos, keeping blank urls for the UI to drop', async () => {
    const withVideos = catalog.masters.find((m) => m.howToVideos.length > 0 && m.restrictedVideos.length > 0)!;
    const { status, body } = await get(`/api/MasterProducts/getVideoCampaignItems?name=${dashed(withVideos.enName)}&lang=it`);
    expect(status).toBe(200);
    expect(body.howToVideos).toHaveLength(withVideos.howToVideos.length);
    expect(body.restrictedVideos).toHaveLength(withVideos.restrictedVideos.length);
    expect(body.howToVideos[0]).toEqual({
      url: expect.any(String),
      title: expect.stringContaining(withVideos.name.it),
      thumbnail: expect.stringMatching(/\.jpg$/),
    });
    expect((await get('/api/MasterProducts/getVideoCampaignItems?name=&lang=it')).status).toBe(400);
  });
});

describe('fault switches product-data and master-products', () => {
  const short = `/product-data/v1/product/short?name=${dashed(device.enName)}&lang=en&tenant=group`;
  const videos = `/api/MasterProducts/getVideoCampaignItems?name=${dashed(device.enName)}&lang=en`;
  const fault = (service: string, method: 'PUT' | 'DELETE') =>
    fetch(`${base}/__faults/${service}`, { method, ...(method === 'PUT' ? { body: JSON.stringify({ mode: 'error' }) } : {}) });

  it('product-data makes the gateway answer 500 until cleared; the CMS-side calls keep answering', async () => {
    expect(SERVICES).toContain('product-data');
    await fault('product-data', 'PUT');
    expect((await get(short)).status).toBe(500);
    expect((await get(videos)).status).toBe(200);
    await fault('product-data', 'DELETE');
    expect((await get(short)).status).toBe(200);
  });

  it('master-products fails only /api/MasterProducts/*', async () => {
    expect(SERVICES).toContain('master-products');
    await fault('master-products', 'PUT');
    expect((await get(videos)).status).toBe(500);
    expect((await get(short)).status).toBe(200);
    await fault('master-products', 'DELETE');
    expect((await get(videos)).status).toBe(200);
  });
});

/** Header, objects at the offsets the xref table names, stream lengths and the trailer. */
function expectValidPdf(pdf: string) {
  expect(pdf.startsWith('%PDF-1.')).toBe(true);
  expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  expect([...pdf].every((character) => character === '\n' || (character >= ' ' && character <= '~'))).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(pdf.slice(startxref))!.map(Number) as [number, number, number];
  const entries = pdf
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + count);
  entries.forEach((entry, index) => {
    expect(entry.length).toBe(19); // 20 bytes with the newline
    if (index === 0) return;
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset).startsWith(`${first + index} 0 obj`)).toBe(true);
  });
  for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = match.index + match[0].length;
    expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + '\nendstream'.length)).toBe('\nendstream');
  }
}
