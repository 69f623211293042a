import * as v from 'valibot';
import { accountRequest } from './account-request';
import type { WishlistProduct } from './add-product-to-wishlist';
import { useWishlistMutation } from './wishlist-mutation';

/** POST /api/Wishlist/deleteProductFromWishlist (the query of addProductToWishlist, spec shop §7). */
export async function deleteProductFromWishlist(input: WishlistProduct): Promise<void> {
  await accountRequest('/api/Wishlist/deleteProductFromWishlist', v.unknown(), { method: 'POST', query: { ...input } });
}

export const useDeleteProductFromWishlist = () => useWishlistMutation(deleteProductFromWishlist);
