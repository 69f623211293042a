import * as v from 'valibot';
import { accountRequest } from './account-request';
import { useWishlistMutation } from './wishlist-mutation';

/** POST /api/Wishlist/deleteWishlist?listName= (spec shop §7). */
export async function deleteWishlist(listName: string): Promise<void> {
  await accountRequest('/api/Wishlist/deleteWishlist', v.unknown(), { method: 'POST', query: { listName } });
}

export const useDeleteWishlist = () => useWishlistMutation(deleteWishlist);
