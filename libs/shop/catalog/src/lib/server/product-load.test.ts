import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_VIEWER } from '@mbw/account-data-access';
import { loadProduct } from './product-load';
import { loadProductPage, type ProductPageContext } from './product-page-load';

const master = {
  MasterProductID: 1001,
  MasterProductName: 'CALORA S3',
  MasterProductENName: 'CALORA S3',
  ProductType: 'devices',
};
const variants = [
  { id: 100001, articleNumber: '142.270', articleName: 'CALORA S3 Standard', sku: '142.270' },
  { id: 100002, articleNumber: '142.271', articleName: 'CALORA S3 Digital', sku: '142.271' },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A gateway stand-in answering by path; it records when each call starts and ends. */
function gateway(
  overrides: Partial<
    Record<'master' | 'variants' | 'short' | 'titles' | 'accessories' | 'videos', () => Response | Promise<Response>>
  > = {},
) {
  const events: string[] = [];
  const route = (url: URL): keyof typeof handlers => {
    if (url.pathname.includes('/technical-titles-with-subtitles/')) return 'titles';
    if (url.pathname.includes('/product-items/')) return 'variants';
    if (url.pathname.endsWith('/product/short')) return 'short';
    if (url.pathname.endsWith('/product/similarAccessories')) return 'accessories';
    if (url.pathname.endsWith('/getVideoCampaignItems')) return 'videos';
    return 'master';
  };
  const handlers = {
    master: () => json(200, master),
    variants: () => json(200, variants),
    short: () => json(200, { name: 'CALORA S3', description: '', image: '', isPhasedOut: false, isPreLaunch: false }),
    titles: () =>
      json(200, [
        { articleNumber: '142.271', title: 'CALORA S3 Digital', subTitle: '', technicalTitles: [{ title: 'Power', subTitle: '1900 W' }] },
      ]),
    accessories: () =>
      json(200, [
        {
          ArticleID: 101721,
          ArticleName: 'Mica tube MT 22',
          ArticleNumber: '875.140',
          MasterProductName: 'Mica tube MT 22',
          MasterProductENName: 'Mica tube MT 22',
        },
      ]),
    videos: () =>
      json(200, { howToVideos: [{ url: '/-/media/hot-air-seam.webm', title: 'First start-up', thumbnail: '' }], restrictedVideos: [] }),
    ...overrides,
  };
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const name = route(url);
    events.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await handlers[name]();
    events.push(`end ${name}`);
    return response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch, events };
}

const config = (fetch: typeof globalThis.fetch) => ({
  gatewayUrl: 'http://gateway.test',
  siteApiUrl: 'http://site.test',
  tenant: 'technologies',
  timeoutMs: 500,
  fetch,
});
const input = { name: 'CALORA-S3', language: 'de-CH', articleNumber: '142.271', market: 'ch' };

describe('loadProduct (spec product §4)', () => {
  it('loads the master first, then variants, short data, technical titles, similar accessories and videos side by side', async () => {
    const fake = gateway();
    const result = await loadProduct(config(fake.fetch), input);
    expect(result).toMatchObject({
      kind: 'found',
      master: { MasterProductID: 1001 },
      variants: [{ id: 100001 }, { id: 100002 }],
      technicalTitles: { articleNumber: '142.271' },
      short: { name: 'CALORA S3' },
      similarAccessories: [{ ArticleNumber: '875.140' }],
      videoCampaign: { howToVideos: [{ title: 'First start-up' }] },
    });
    expect(fake.events.slice(0, 2)).toEqual(['start master', 'end master']);
    // No waterfall after the master: all five start before any of them ends.
    expect(fake.events.slice(2, 7).sort()).toEqual(['start accessories', 'start short', 'start titles', 'start variants', 'start videos']);
    const urls = fake.calls.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toBe('http://gateway.test/product-data/v1/products/CALORA-S3/de-CH/technologies');
    expect(urls).toContain('http://gateway.test/product-data/v1/product-items/1001/ch/de-CH/technologies');
    expect(urls).toContain('http://gateway.test/product-data/v1/product/similarAccessories?name=CALORA-S3&lang=de-CH&tenant=technologies');
    expect(urls).toContain('http://site.test/api/MasterProducts/getVideoCampaignItems?name=CALORA-S3&lang=de-CH&tenant=technologies');
  });

  it('asks for no technical titles without an article number', async () => {
    const fake = gateway();
    const result = await loadProduct(config(fake.fetch), { ...input, articleNumber: null });
    expect(result).toMatchObject({ kind: 'found', technicalTitles: null });
    expect(fake.events).not.toContain('start titles');
  });

  it('is not-found for an unknown product', async () => {
    const fake = gateway({ master: () => json(404, { message: 'No product' }) });
    expect(await loadProduct(config(fake.fetch), input)).toEqual({ kind: 'not-found' });
  });

  it('is an error when the master or the variants fail', async () => {
    const failingMaster = gateway({ master: () => json(500, {}) });
    expect(await loadProduct(config(failingMaster.fetch), input)).toMatchObject({
      kind: 'error',
      error: { service: 'product-data', status: 500 },
    });
    const failingVariants = gateway({ variants: () => json(503, {}) });
    expect(await loadProduct(config(failingVariants.fetch), input)).toMatchObject({ kind: 'error', error: { status: 503 } });
    const malformed = gateway({ master: () => json(200, { MasterProductID: 'not an id' }) });
    expect(await loadProduct(config(malformed.fetch), input)).toMatchObject({ kind: 'error', error: { failure: 'invalid-response' } });
  });

  it('renders without short data or technical titles when only those fail, and says which failed', async () => {
    const onUnavailable = vi.fn();
    const fake = gateway({ short: () => json(500, {}), titles: () => json(500, {}) });
    expect(await loadProduct(config(fake.fetch), { ...input, onUnavailable })).toMatchObject({
      kind: 'found',
      short: null,
      technicalTitles: null,
    });
    expect(onUnavailable.mock.calls.map(([part, error]) => [part, error.status])).toEqual([
      ['short', 500],
      ['technical-titles', 500],
    ]);
  });

  it('renders without similar accessories or videos when only those fail (reported, section left out)', async () => {
    const onUnavailable = vi.fn();
    const fake = gateway({ accessories: () => json(500, {}), videos: () => json(503, {}) });
    expect(await loadProduct(config(fake.fetch), { ...input, onUnavailable })).toMatchObject({
      kind: 'found',
      variants: [{ id: 100001 }, { id: 100002 }],
      similarAccessories: null,
      videoCampaign: null,
    });
    expect(onUnavailable.mock.calls.map(([part]) => part).sort()).toEqual(['similar-accessories', 'video-campaign']);
  });
});

describe('loadProductPage with the app cache (sharedLoad)', () => {
  const pageContext = (fetch: typeof globalThis.fetch, sharedLoad: ProductPageContext['sharedLoad']): ProductPageContext => ({
    url: new URL('http://site.test/de-CH/product/CALORA-S3/142-271'),
    language: { tag: 'de-CH', language: 'de' },
    market: 'ch',
    origin: 'http://site.test',
    siteName: 'Kestrel',
    signal: new AbortController().signal,
    log: () => undefined,
    config: config(fetch),
    sharedLoad,
    shop: false,
    viewer: ANONYMOUS_VIEWER,
    cachePolicy: 'shared',
    trail: async () => [],
    favouriteContact: async () => ({ id: null }),
    shopLoad: { offers: async () => ({ status: 'unavailable' }) as never, bundles: async () => [] },
  });
  /** Keeps what `complete` allows, as the app's cache does. */
  const cacheStandIn = () => {
    const kept = new Map<string, unknown>();
    const sharedLoad: NonNullable<ProductPageContext['sharedLoad']> = async (key, load, complete) => {
      if (kept.has(key)) return kept.get(key) as Awaited<ReturnType<typeof load>>;
      const value = await load();
      if (complete(value)) kept.set(key, value);
      return value;
    };
    return { sharedLoad, kept };
  };

  it('shares a complete load under the product, language, article number and market', async () => {
    const fake = gateway();
    const cache = cacheStandIn();
    expect((await loadProductPage(pageContext(fake.fetch, cache.sharedLoad))).kind).toBe('page');
    const calls = fake.calls.mock.calls.length;
    expect((await loadProductPage(pageContext(fake.fetch, cache.sharedLoad))).kind).toBe('page');
    expect(fake.calls.mock.calls.length).toBe(calls);
    expect([...cache.kept.keys()]).toEqual([JSON.stringify(['CALORA-S3', 'de-CH', '142.271', 'ch'])]);
  });

  it('keeps no load with a part missing: the next request asks again', async () => {
    const fake = gateway({ videos: () => json(503, {}) });
    const cache = cacheStandIn();
    expect((await loadProductPage(pageContext(fake.fetch, cache.sharedLoad))).kind).toBe('page');
    expect(cache.kept.size).toBe(0);
  });
});
