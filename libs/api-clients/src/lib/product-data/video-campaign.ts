import { useQuery } from '@tanstack/react-query';
import { productDataQueryOptions } from './product-data-query';
import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { videoCampaignSchema, type CampaignVideo, type VideoCampaign } from './product-data-schemas';

/**
 * GET {site api}/api/MasterProducts/getVideoCampaignItems?name=&lang= (spec product §7): how-to
 * and restricted videos, as sent (videos with a blank url included; see hasVideoUrl).
 */
export function fetchVideoCampaign(config: ProductDataConfig, request: ProductDataRequest & { name: string }): Promise<VideoCampaign> {
  const url = productDataUrl(config.siteApiUrl, '/api/MasterProducts/getVideoCampaignItems', {
    name: request.name,
    lang: request.language,
    tenant: config.tenant,
  });
  return requestProductData(config, url, videoCampaignSchema, { what: `GET video campaign of ${request.name}`, signal: request.signal });
}

/** Spec product §2: videos with no or a blank url are not listed. */
export function hasVideoUrl(video: CampaignVideo): boolean {
  return video.url.trim() !== '';
}

export const VIDEO_CAMPAIGN_KEY = 'product-data/video-campaign';

export function videoCampaignQueryOptions(config: ProductDataConfig, request: ProductDataRequest & { name: string }) {
  return productDataQueryOptions(VIDEO_CAMPAIGN_KEY, fetchVideoCampaign, config, request);
}

/**
 * The video campaign in the browser, through the same-origin proxy (config: browserProductDataConfig).
 * `enabled: false` reads only what the cache holds (data the server handed over); refetch() still asks.
 */
export function useVideoCampaign(
  config: ProductDataConfig,
  request: ProductDataRequest & { name: string },
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...videoCampaignQueryOptions(config, request), enabled: options.enabled ?? true });
}
