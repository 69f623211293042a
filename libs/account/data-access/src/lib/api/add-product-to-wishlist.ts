import * as v from 'valibot';
import { accountRequest } from './account-request';

/** Which product, in which list (the query of add/deleteProductFromWishlist, spec shop §7). */
export interface WishlistProduct {
  listName: string;
  masterProductName: string;
  variantId: string;
}

/** POST /api/Wishlist/addProductToWishlist?listName=&masterProductName=&variantId= (spec shop §7). */
export async function addProductToWishlist(input: WishlistProduct): Promise<void> {
  await accountRequest('/api/Wishlist/addProductToWishlist', v.unknown(), { method: 'POST', query: { ...input } });
}
