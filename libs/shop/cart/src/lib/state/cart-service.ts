import { cartOperations, loadStorefrontSend, type CartOperations, type StorefrontContext } from '@mbw/shop-data-access';

/**
 * The cart's Storefront calls in the browser: the site's urql client (@mbw/shop-data-access
 * `loadStorefrontSend`, on the site's same-origin proxy `/api/2025-01/graphql.json`, which adds the
 * access token). This module is imported on first use (cart-store.ts), and urql with it, so
 * neither is ever in a page's first-load JS.
 */
export const cartService = async (context: StorefrontContext): Promise<CartOperations> =>
  cartOperations(await loadStorefrontSend(), context);

/** Loads urql ahead of the first press (cart-bridge.tsx). */
export const preloadCartService = (): Promise<unknown> => loadStorefrontSend();
