import type { ComponentType } from 'react';
import { lazyWithPreload } from '@mbw/ui';
import { useWishlistPage } from './state/wishlist-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyBlock = ComponentType<any>;

/**
 * A screen in two chunks: the anonymous visitor's (the cookie list: no TanStack Query, no account
 * calls) and the signed-in customer's. The server preloads both (complete HTML), the browser loads
 * the one the visitor needs.
 */
function byViewer(loadAnonymous: () => Promise<ComponentType>, loadSignedIn: () => Promise<ComponentType>): AnyBlock {
  const Anonymous = lazyWithPreload(loadAnonymous);
  const SignedIn = lazyWithPreload(loadSignedIn);
  function WishlistScreen() {
    return useWishlistPage().signedIn ? <SignedIn /> : <Anonymous />;
  }
  WishlistScreen.preload = () => Promise.all([Anonymous.preload(), SignedIn.preload()]).then(() => undefined);
  return WishlistScreen;
}

const anonymous = () => import('./components/anonymous-wishlist');
const signedIn = () => import('./components/signed-in-wishlist');

/**
 * The wishlist pages' renderings by component name (seeded in local-services
 * sitecore/seed/account/pages.ts); the site app spreads this into its component map, the content
 * route preloads them on the server. The screens read the cookie or the account in the browser
 * (the server renders their loading state: the same HTML for everyone).
 */
export const wishlistRenderings: Readonly<Record<string, { component: AnyBlock }>> = {
  WishlistOverview: {
    component: byViewer(
      () => anonymous().then((module) => module.AnonymousWishlistOverview),
      () => signedIn().then((module) => module.SignedInWishlistOverview),
    ),
  },
  WishlistItems: {
    component: byViewer(
      () => anonymous().then((module) => module.AnonymousWishlistItems),
      () => signedIn().then((module) => module.SignedInWishlistItems),
    ),
  },
  // The quote form's wishlist products (issue 28; seeded on the contact pages, local-services sitecore/seed/contact-forms.ts).
  QuoteWishlistProducts: {
    component: lazyWithPreload(() => import('./components/quote-wishlist-products').then((module) => module.QuoteWishlistProducts)),
  },
  SharedWishlist: { component: lazyWithPreload(() => import('./components/shared-wishlist').then((module) => module.SharedWishlist)) },
};
