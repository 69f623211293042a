// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeFetch, jsonResponse } from '../testing/fake-fetch';
import { DOWNLOADS_EXTENDED_KEY, downloadsExtendedQueryOptions } from './downloads-extended';
import { MASTER_PRODUCT_KEY, masterProductQueryOptions } from './master-product';
import type { ProductDataConfig } from './product-data-config';
import { PRODUCT_DATA_STALE_TIME, browserProductDataConfig } from './product-data-query';
import { SHORT_PRODUCT_KEY, shortProductQueryOptions } from './short-product';
import { SIMILAR_ACCESSORIES_KEY, similarAccessoriesQueryOptions } from './similar-accessories';
import { TECHNICAL_TITLES_KEY, technicalTitlesQueryOptions } from './technical-titles';
import { VARIANTS_KEY, variantsQueryOptions } from './variants';
import { VIDEO_CAMPAIGN_KEY, useVideoCampaign, videoCampaignQueryOptions } from './video-campaign';

const campaign = { howToVideos: [{ url: '/-/media/a.webm', title: 'A', thumbnail: '/-/media/a.svg' }], restrictedVideos: [] };

function setup(handler: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(handler);
  const config: ProductDataConfig = {
    gatewayUrl: 'http://gateway.test',
    siteApiUrl: 'http://site.test',
    tenant: 'sensor',
    timeoutMs: 500,
    fetch: fake.fetch,
  };
  return { fake, config };
}

describe('product-data query options', () => {
  const { config } = setup(() => jsonResponse(200, {}));

  it('keys every operation by its root constant, the tenant and the request, without base URLs or the signal', () => {
    const signal = new AbortController().signal;
    expect(masterProductQueryOptions(config, { name: 'PLANOX-HS', language: 'en', signal }).queryKey).toEqual([
      MASTER_PRODUCT_KEY,
      { tenant: 'sensor', name: 'PLANOX-HS', language: 'en' },
    ]);
    expect(variantsQueryOptions(config, { masterProductId: 7, market: 'ch', language: 'de' }).queryKey).toEqual([
      VARIANTS_KEY,
      { tenant: 'sensor', masterProductId: 7, market: 'ch', language: 'de' },
    ]);
    expect(shortProductQueryOptions(config, { name: 'X', language: 'fr', variantId: 3 }).queryKey).toEqual([
      SHORT_PRODUCT_KEY,
      { tenant: 'sensor', name: 'X', language: 'fr', variantId: 3 },
    ]);
    expect(similarAccessoriesQueryOptions(config, { name: 'X', language: 'it' }).queryKey).toEqual([
      SIMILAR_ACCESSORIES_KEY,
      { tenant: 'sensor', name: 'X', language: 'it' },
    ]);
    expect(technicalTitlesQueryOptions(config, { articleNumbers: ['1'], language: 'en' }).queryKey).toEqual([
      TECHNICAL_TITLES_KEY,
      { tenant: 'sensor', articleNumbers: ['1'], language: 'en' },
    ]);
    expect(downloadsExtendedQueryOptions(config, { name: 'X', language: 'de' }).queryKey).toEqual([
      DOWNLOADS_EXTENDED_KEY,
      { tenant: 'sensor', name: 'X', language: 'de' },
    ]);
    expect(videoCampaignQueryOptions(config, { name: 'X', language: 'de' }).queryKey).toEqual([
      VIDEO_CAMPAIGN_KEY,
      { tenant: 'sensor', name: 'X', language: 'de' },
    ]);
    expect(videoCampaignQueryOptions(config, { name: 'X', language: 'de' }).staleTime).toBe(PRODUCT_DATA_STALE_TIME);
  });

  it('gives the server and the browser the same key (the dehydrated cache is found)', () => {
    const browser = browserProductDataConfig('sensor');
    const client = new QueryClient();
    const hash = (key: readonly unknown[]) => client.getQueryCache().build(client, { queryKey: key }).queryHash;
    expect(hash(videoCampaignQueryOptions(browser, { name: 'X', language: 'en' }).queryKey)).toBe(
      hash(videoCampaignQueryOptions(config, { language: 'en', name: 'X', signal: new AbortController().signal }).queryKey),
    );
  });

  it('runs the fetcher (answer validated) with the query signal', async () => {
    const { fake, config: fetching } = setup(() => jsonResponse(200, campaign));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(videoCampaignQueryOptions(fetching, { name: 'PLANOX-HS', language: 'en' }))).toEqual(campaign);
    expect(fake.requests[0]!.url.pathname).toBe('/api/MasterProducts/getVideoCampaignItems');
    expect(fake.requests[0]!.init.signal).toBeInstanceOf(AbortSignal);

    const invalid = setup(() => jsonResponse(200, { howToVideos: 'none' }));
    await expect(client.fetchQuery(videoCampaignQueryOptions(invalid.config, { name: 'OTHER', language: 'en' }))).rejects.toMatchObject({
      failure: 'invalid-response',
    });
  });
});

describe('browserProductDataConfig and useVideoCampaign', () => {
  it('points the site API at the page origin (the same-origin proxy) and has no gateway', () => {
    expect(browserProductDataConfig('technologies')).toMatchObject({
      siteApiUrl: window.location.origin,
      gatewayUrl: '',
      tenant: 'technologies',
    });
  });

  it('reads cached (hydrated) data without fetching when disabled, and fetches on refetch', async () => {
    const { fake, config } = setup(() => jsonResponse(200, campaign));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    client.setQueryData(videoCampaignQueryOptions(config, { name: 'CACHED', language: 'en' }).queryKey, campaign);

    const cached = renderHook(() => useVideoCampaign(config, { name: 'CACHED', language: 'en' }, { enabled: false }), { wrapper });
    expect(cached.result.current.data).toEqual(campaign);
    const missing = renderHook(() => useVideoCampaign(config, { name: 'MISSING', language: 'en' }, { enabled: false }), { wrapper });
    expect(missing.result.current.data).toBeUndefined();
    expect(fake.requests).toHaveLength(0);

    await missing.result.current.refetch();
    await waitFor(() => expect(missing.result.current.data).toEqual(campaign));
    expect(Object.fromEntries(fake.requests[0]!.url.searchParams)).toEqual({ name: 'MISSING', lang: 'en', tenant: 'sensor' });
  });
});
