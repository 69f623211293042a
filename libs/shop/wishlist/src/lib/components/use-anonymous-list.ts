import { useEffect, useState } from 'react';
import { fetchWishlistObjectsFromSite, type WishlistObject } from '@mbw/api-clients';
import type { CookieWishlist } from '../rules/wishlist-cookie';
import { WISHLIST_COOKIE_EVENT, readBrowserWishlist } from '../state/browser-cookie';

/** The anonymous list from the cookie, kept in step with it; null until the page runs (the server does not read it). */
export function useCookieList(): CookieWishlist | null {
  const [list, setList] = useState<CookieWishlist | null>(null);
  useEffect(() => {
    const read = () => setList(readBrowserWishlist().list);
    read();
    window.addEventListener(WISHLIST_COOKIE_EVENT, read);
    return () => window.removeEventListener(WISHLIST_COOKIE_EVENT, read);
  }, []);
  return list;
}

/**
 * Spec shop §4: the anonymous list's product data, fetched per list (wishlistObjects), asked again
 * when the list changes (the last answer stays meanwhile). A plain fetch: the anonymous screens
 * stay without TanStack Query.
 */
export function useCookieListProducts(list: CookieWishlist | null, language: string) {
  const [data, setData] = useState<WishlistObject[] | undefined>(undefined);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!list || list.items.length === 0) return;
    const controller = new AbortController();
    fetchWishlistObjectsFromSite(list.items, language, { signal: controller.signal })
      .then((answer) => {
        setData(answer);
        setError(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setError(true);
      });
    return () => controller.abort();
  }, [list, language, attempt]);
  return {
    data,
    isError,
    refetch: () => {
      setError(false);
      setAttempt((count) => count + 1);
    },
  };
}
