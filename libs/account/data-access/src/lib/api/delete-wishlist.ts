import * as v from 'valibot';
import { accountRequest } from './account-request';
import { deleteProductFromWishlist } from './delete-product-from-wishlist';
import type { Wishlist } from './get-wishlists';
import { useWishlistMutation } from './wishlist-mutation';

/** POST /api/Wishlist/deleteWishlist?listName= (spec shop §7). */
export async function deleteWishlist(listName: string): Promise<void> {
  await accountRequest('/api/Wishlist/deleteWishlist', v.unknown(), { method: 'POST', query: { listName } });
}

/**
 * Spec shop §4: a signed-in customer's list is deleted item by item (deleteProductFromWishlist),
 * then the list itself; a failure stops there (spec §8: 'Something went wrong'), and the lists are
 * read again either way.
 */
export async function deleteWishlistWithItems(list: Pick<Wishlist, 'name' | 'items'>): Promise<void> {
  for (const item of list.items)
    await deleteProductFromWishlist({
      listName: list.name,
      masterProductName: item.masterProductNameEn || item.variantId,
      variantId: item.variantId,
    });
  await deleteWishlist(list.name);
}

export const useDeleteWishlist = () => useWishlistMutation(deleteWishlistWithItems);
