/**
 * @mbw/shop-wishlist — wishlists on every brand (spec shop §2 "Wishlist screens", §3, §4, §5, §8,
 * §9): the anonymous list in the `wishlist` cookie, the signed-in customer's lists on the account
 * API (@mbw/account-data-access), the move of the cookie list into the account on sign-in, the
 * product hero's wishlist button and the count for the header's heart and the My Account tab.
 */
export { WishlistButton } from './lib/components/wishlist-button';
export { wishlistRenderings } from './lib/wishlist-renderings';
export { WishlistProvider } from './lib/state/wishlist-context';
export { useWishlistCount } from './lib/state/use-wishlist-count';
