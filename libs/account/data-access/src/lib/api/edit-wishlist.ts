import * as v from 'valibot';
import { accountRequest } from './account-request';
import { useWishlistMutation } from './wishlist-mutation';

/** POST /api/Wishlist/editWishlist?oldListName=&newListName= (spec shop §7); 409 when the new name is taken. */
export async function editWishlist(input: { oldListName: string; newListName: string }): Promise<void> {
  await accountRequest('/api/Wishlist/editWishlist', v.unknown(), { method: 'POST', query: input });
}

export const useEditWishlist = () => useWishlistMutation(editWishlist);
