/**
 * Announced on every change of the cart state, and when a visitor is about to use the cart (a
 * pointer over or focus on "Add to cart"): the site's page frame loads the cart's panel and
 * notification only once a cart is in use (apps/site lib/page-frame.tsx listens for it). A module
 * of its own, so the shop area can announce it without loading the cart's state.
 */
export const CART_USED_EVENT = 'mbw:shop-cart-used';
