import { productDataUrl, requestProductData, type ProductDataConfig, type ProductDataRequest } from './product-data-config';
import { videoCampaignSchema, type CampaignVideo, type VideoCampaign } from './product-data-schemas';

/**
 * GET {site api}/api/MasterProducts/getVideoCampaignItems?name=&lang= (spec product §7): how-to
 * and restricted videos, as sent (videos with a blank url included; see hasVideoUrl).
 */
export function fetchVideoCampaign(config: ProductDataConfig, request: ProductDataRequest & { name: string }): Promise<VideoCampaign> {
  const url = productDataUrl(config.siteApiUrl, '/api/MasterProducts/getVideoCampaignItems', { name: request.name, lang: request.language, tenant: config.tenant });
  return requestProductData(config, url, videoCampaignSchema, { what: `GET video campaign of ${request.name}`, signal: request.signal });
}

/** Spec product §2: videos with no or a blank url are not listed. */
export function hasVideoUrl(video: CampaignVideo): boolean {
  return video.url.trim() !== '';
}
