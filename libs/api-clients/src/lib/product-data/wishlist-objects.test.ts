import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import type { ProductDataConfig } from './product-data-config';
import { fetchWishlistObjects, fetchWishlistObjectsFromSite } from './wishlist-objects';

const entry = {
  variantId: 100001,
  articleNo: '142.271',
  name: 'CALORA S3 230 V',
  picture: '/-/media/calora.svg',
  addDate: '2026-11-01T10:00:00.000Z',
  masterProductNameEn: 'CALORA S3',
  MasterProductName: 'CALORA S3',
  categoryEn: 'Hot-air tools',
  brandName: 'Kestrel',
};

describe('wishlistObjects (spec product §7)', () => {
  it('posts the items and the language to the gateway with the tenant, and reads variant ids as text', async () => {
    const fake = fakeFetch(() => jsonResponse(200, [entry]));
    const config: ProductDataConfig = {
      gatewayUrl: 'http://gateway.test/pd',
      siteApiUrl: '',
      tenant: 'sensor',
      timeoutMs: 500,
      fetch: fake.fetch,
    };
    const answer = await fetchWishlistObjects(config, { language: 'de', items: [{ VariantId: '100001', AddDate: entry.addDate }] });
    expect(answer).toEqual([{ ...entry, variantId: '100001' }]);
    const call = fake.requests[0]!;
    expect(call.url.toString()).toBe('http://gateway.test/pd/product-data/v1/product/wishlistObjects?tenant=sensor');
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({ items: [{ VariantId: '100001', AddDate: entry.addDate }], lang: 'de' });
  });

  it('asks the site proxy from the browser (own-page header), nothing for no items, an error for a failed answer', async () => {
    const fake = fakeFetch(() => jsonResponse(200, [entry]));
    expect(await fetchWishlistObjectsFromSite([], 'en', { fetch: fake.fetch, origin: 'http://site.test' })).toEqual([]);
    expect(fake.requests).toHaveLength(0);
    await fetchWishlistObjectsFromSite([{ VariantId: '1' }], 'en', { fetch: fake.fetch, origin: 'http://site.test' });
    expect(fake.requests[0]!.url.toString()).toBe('http://site.test/api/product-data/wishlistObjects');
    expect((fake.requests[0]!.init.headers as Record<string, string>)['x-requested-with']).toBe('kestrel-site');
    const failing = fakeFetch(() => jsonResponse(502, { message: 'x' }));
    await expect(
      fetchWishlistObjectsFromSite([{ VariantId: '1' }], 'en', { fetch: failing.fetch, origin: 'http://site.test' }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});
