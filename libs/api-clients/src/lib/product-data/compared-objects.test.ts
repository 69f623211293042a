import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../http/upstream';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { fetchComparedObjects } from './compared-objects';
import type { ProductDataConfig } from './product-data-config';

function setup(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  const config: ProductDataConfig = {
    gatewayUrl: 'http://gateway.test/pd',
    siteApiUrl: 'http://site.test',
    tenant: 'sensor',
    timeoutMs: 500,
    fetch: fake.fetch,
  };
  return { fake, config };
}

describe('fetchComparedObjects (spec discovery §7)', () => {
  it('POSTs the unique ids with lang and tenant, and reads lenient compare entries', async () => {
    const { fake, config } = setup(() =>
      jsonResponse(200, [
        {
          id: '7',
          category: 'Düsen',
          categoryEn: 'Nozzles',
          masterProductName: 'N',
          usp: null,
          technicalSpecs: { metric: [{ name: 'A', value: '1 W' }] },
        },
      ]),
    );
    const [entry] = await fetchComparedObjects(config, { ids: [7, 7, 9], language: 'de' });
    const request = fake.requests[0]!;
    expect(request.url.pathname).toBe('/pd/product-data/v1/product/comparedObjects');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ lang: 'de', tenant: 'sensor' });
    expect(request.init.method).toBe('POST');
    expect(JSON.parse(String(request.init.body))).toEqual([7, 9]);
    expect(entry).toMatchObject({ id: 7, categoryEn: 'Nozzles', usp: [], applications: [], technicalSpecs: { imperial: [] } });
  });

  it('fails with UpstreamError on a non-OK answer or one that is not a list', async () => {
    await expect(fetchComparedObjects(setup(() => jsonResponse(500, {})).config, { ids: [1], language: 'en' })).rejects.toBeInstanceOf(
      UpstreamError,
    );
    await expect(
      fetchComparedObjects(setup(() => jsonResponse(200, { a: 1 })).config, { ids: [1], language: 'en' }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});
