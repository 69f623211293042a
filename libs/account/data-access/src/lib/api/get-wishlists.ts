import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { WishlistObjectSchema } from '@mbw/api-clients';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec shop §3 Wishlist: name, addDate, isDefault, itemsCount and the items (the wishlistObjects fields). */
export const WishlistSchema = v.looseObject({
  name: v.string(),
  addDate: v.nullish(v.string(), null),
  isDefault: v.nullish(v.boolean(), false),
  itemsCount: v.nullish(v.number(), 0),
  items: v.nullish(v.array(WishlistObjectSchema), []),
});

export type Wishlist = v.InferOutput<typeof WishlistSchema>;

/**
 * GET /api/Wishlist/getWishlists?language= (spec shop §7): the customer's lists, oldest first.
 * `onForbidden`: what a 403 does instead of going to /logout (a background read, such as the
 * header's count, leaves that to the screens).
 */
export function fetchWishlists(language: string, options: { signal?: AbortSignal; onForbidden?: () => void } = {}): Promise<Wishlist[]> {
  return accountRequest('/api/Wishlist/getWishlists', v.array(WishlistSchema), {
    query: { language },
    signal: options.signal,
    onForbidden: options.onForbidden,
  });
}

export function wishlistsQueryOptions(language: string) {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.wishlists, language], queryFn: ({ signal }) => fetchWishlists(language, { signal }) });
}

/** The customer's wishlists; asks only when `enabled` (a signed-in viewer). */
export function useWishlists(language: string, enabled = true) {
  return useQuery({ ...wishlistsQueryOptions(language), enabled });
}
