/**
 * The cart API the lib's other parts import (brief "libs/shop/cart API"): the shop area
 * (add-to-cart) and the bundles section use these names; the state itself is cart-store.ts.
 */
export { cartActions, currentCart, useCartActions, type CartActions } from './cart-store';
export type { AddedNotice } from './cart-reducer';
export type { CartLineInput } from '@mbw/shop-data-access';
