import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import { videoCampaignQueryOptions, type ProductDataConfig } from '@mbw/api-clients';
import type { ProductLoad } from './product-load';

/**
 * ARCHITECTURE §4 "no double fetch": what the product loader fetched and a browser hook reads goes
 * into a per-request query client under that hook's key, dehydrated into the loader data (the
 * route hands it to QueryProvider's `state`). Today that is the video campaign, and only when its
 * call succeeded: a failure leaves the key empty, so the section shows its error state with "Try
 * again" (the browser then asks through the same-origin proxy).
 */
export function dehydrateProductLoad(
  config: ProductDataConfig,
  request: { name: string; language: string },
  load: ProductLoad,
): DehydratedState {
  const client = new QueryClient();
  if (load.kind === 'found' && load.videoCampaign)
    client.setQueryData(videoCampaignQueryOptions(config, request).queryKey, load.videoCampaign);
  return dehydrate(client);
}
