import type { StorefrontSend } from './storefront-request';
import type * as StorefrontClientModule from './storefront-client';
import type { StorefrontClientOptions } from './storefront-client';

/**
 * The browser's Storefront transport (the cart, the order pages): the site's urql client, loaded
 * on the first call (a chunk of its own, never in a page's first-load JS). A failed load is tried
 * again on the next call.
 */
let clientModule: Promise<typeof StorefrontClientModule> | null = null;

export async function loadStorefrontSend(options: StorefrontClientOptions = {}): Promise<StorefrontSend> {
  clientModule ??= import('./storefront-client').catch((error: unknown) => {
    clientModule = null;
    throw error;
  });
  return (await clientModule).storefrontSend(options);
}
