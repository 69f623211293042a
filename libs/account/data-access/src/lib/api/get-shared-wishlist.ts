import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { WishlistSchema, type Wishlist } from './get-wishlists';

/**
 * GET /api/Wishlist/getSharedWishlist?token=&language= (not in the spec; CONTRACT.md): a shared
 * list, read-only, for anyone holding its token; no session needed (404: no such list).
 */
export function fetchSharedWishlist(token: string, language: string, options: { signal?: AbortSignal } = {}): Promise<Wishlist> {
  return accountRequest('/api/Wishlist/getSharedWishlist', WishlistSchema, { query: { token, language }, signal: options.signal });
}

export function useSharedWishlist(token: string, language: string) {
  return useQuery({
    queryKey: [ACCOUNT_KEYS.sharedWishlist, token, language],
    queryFn: ({ signal }) => fetchSharedWishlist(token, language, { signal }),
    enabled: token !== '',
    retry: false,
  });
}
