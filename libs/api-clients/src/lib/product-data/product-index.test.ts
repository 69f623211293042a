import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import type { ProductDataConfig } from './product-data-config';
import { PRODUCT_INDEX_PAGE_SIZE, fetchProductIndex } from './product-index';

function setup(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  const config: ProductDataConfig = {
    gatewayUrl: 'http://gateway.test/pd/',
    siteApiUrl: 'http://site.test',
    tenant: 'sensor',
    timeoutMs: 500,
    fetch: fake.fetch,
  };
  return { fake, config };
}

const entry = (index: number) => ({ englishName: `P ${index}`, isPreLaunch: false, articleNumbers: ['100.001'], hasDownloads: true });

describe('fetchProductIndex', () => {
  it('reads page after page until it has every product of the tenant', async () => {
    const total = PRODUCT_INDEX_PAGE_SIZE + 2;
    const { fake, config } = setup((url) => {
      const offset = Number(url.searchParams.get('offset'));
      const count = Math.min(PRODUCT_INDEX_PAGE_SIZE, total - offset);
      return jsonResponse(200, { total, items: Array.from({ length: count }, (_, index) => entry(offset + index)) });
    });
    const entries = await fetchProductIndex(config);
    expect(entries).toHaveLength(total);
    expect(entries.at(-1)).toEqual({ ...entry(total - 1), lastModified: null });
    expect(fake.requests.map((request) => request.url.toString())).toEqual([
      `http://gateway.test/pd/product-data/v1/product-index/sensor?offset=0&limit=${PRODUCT_INDEX_PAGE_SIZE}`,
      `http://gateway.test/pd/product-data/v1/product-index/sensor?offset=${PRODUCT_INDEX_PAGE_SIZE}&limit=${PRODUCT_INDEX_PAGE_SIZE}`,
    ]);
  });

  it('fails with an UpstreamError on a bad answer', async () => {
    const { config } = setup(() => jsonResponse(200, { items: 'no' }));
    await expect(fetchProductIndex(config)).rejects.toBeInstanceOf(UpstreamError);
  });
});
