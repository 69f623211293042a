import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchWishlistObjectsFromSite } from '@mbw/api-clients';
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

/** Spec shop §4: the anonymous list's product data, fetched per list (wishlistObjects); the cookie's dates kept. */
export function useCookieListProducts(list: CookieWishlist | null, language: string) {
  const items = list?.items ?? [];
  return useQuery({
    queryKey: ['wishlist/cookie-objects', language, items.map((item) => `${item.VariantId}:${item.AddDate ?? ''}`)],
    queryFn: ({ signal }) => fetchWishlistObjectsFromSite(items, language, { signal }),
    enabled: list !== null && items.length > 0,
    placeholderData: (previous) => previous,
  });
}
