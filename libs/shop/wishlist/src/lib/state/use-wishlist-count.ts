import { useEffect } from 'react';
import { readBrowserWishlist, WISHLIST_COOKIE_EVENT } from './browser-cookie';
import { publishWishlistTotal, useWishlistTotal } from './wishlist-total';

/**
 * The page's wishlist count for the header's heart (spec shop §4, discovery §2) and the My Account
 * tab: anonymous, the cookie list's items (a malformed cookie is rewritten here, on every page);
 * signed in, the account lists' total, after the cookie list moved into the account (sign-in
 * migration). 0 on the server and until known.
 */
export function useWishlistCount({ signedIn, language }: { signedIn: boolean; language: string }): number {
  useEffect(() => {
    if (signedIn) {
      let live = true;
      void import('./signed-in-sync').then((module) => (live ? module.syncSignedIn(language) : undefined));
      return () => {
        live = false;
      };
    }
    const publish = () => publishWishlistTotal(readBrowserWishlist().list.items.length);
    publish();
    window.addEventListener(WISHLIST_COOKIE_EVENT, publish);
    return () => window.removeEventListener(WISHLIST_COOKIE_EVENT, publish);
  }, [signedIn, language]);
  return useWishlistTotal();
}
