import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<any>;

/**
 * The wishlist pages' renderings by component name (seeded in local-services
 * sitecore/seed/account/pages.ts), each its own chunk; the site app spreads this into its
 * component map, the content route preloads them on the server. The screens read the cookie or the
 * account in the browser (the server renders their loading state: the same HTML for everyone).
 */
export const wishlistRenderings: Readonly<Record<string, { component: AnyBlock }>> = {
  WishlistOverview: {
    component: lazyWithPreload(() => import('./components/wishlist-overview').then((module) => module.WishlistOverview)),
  },
  WishlistItems: { component: lazyWithPreload(() => import('./components/wishlist-items').then((module) => module.WishlistItems)) },
  SharedWishlist: { component: lazyWithPreload(() => import('./components/shared-wishlist').then((module) => module.SharedWishlist)) },
};
