import * as v from 'valibot';
import { accountRequest } from './account-request';
import { useWishlistMutation } from './wishlist-mutation';

/** POST /api/Wishlist/addWishlist?listName= (spec shop §7); 409 when the name is taken (AccountCallError status). */
export async function addWishlist(listName: string): Promise<void> {
  await accountRequest('/api/Wishlist/addWishlist', v.unknown(), { method: 'POST', query: { listName } });
}

export const useAddWishlist = () => useWishlistMutation(addWishlist);
