import { QueryClient, hydrate } from '@tanstack/react-query';
import { browserProductDataConfig, videoCampaignQueryOptions, type VideoCampaign } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { sampleMaster } from '../testing/product-fixtures';
import type { ProductLoad } from './product-load';
import { dehydrateProductLoad } from './product-queries';

const config = { gatewayUrl: 'http://gateway.test', siteApiUrl: 'http://site.test', tenant: 'technologies', timeoutMs: 500 };
const request = { name: 'CALORA-S3', language: 'de-CH' };
const campaign: VideoCampaign = { howToVideos: [{ url: '/-/media/a.webm', title: 'First start-up', thumbnail: '' }], restrictedVideos: [] };
const found = (videoCampaign: VideoCampaign | null): ProductLoad => ({
  kind: 'found',
  master: sampleMaster(),
  variants: [],
  technicalTitles: null,
  short: null,
  videoCampaign,
});

describe('dehydrateProductLoad (ARCHITECTURE §4: no double fetch)', () => {
  it("hands the video campaign over under the browser hook's key (JSON-safe)", () => {
    const state = JSON.parse(JSON.stringify(dehydrateProductLoad(config, request, found(campaign)))) as ReturnType<
      typeof dehydrateProductLoad
    >;
    const browser = new QueryClient();
    hydrate(browser, state);
    expect(browser.getQueryData(videoCampaignQueryOptions(browserProductDataConfig('technologies'), request).queryKey)).toEqual(campaign);
  });

  it('hands nothing over when the campaign call failed or the page has no product', () => {
    expect(dehydrateProductLoad(config, request, found(null)).queries).toEqual([]);
    expect(dehydrateProductLoad(config, request, { kind: 'not-found' }).queries).toEqual([]);
  });
});
