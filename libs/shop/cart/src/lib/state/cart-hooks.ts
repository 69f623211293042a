/**
 * The cart API the lib's other parts import (brief "libs/shop/cart API"): the shop area
 * (add-to-cart) and the bundles section use these names; the state itself is cart-store.ts.
 */
export { cartActions, currentCart, useCart, useCartActions, type CartActions, type CartView } from './cart-store';
export type { AddedNotice, BundleNotice, ItemNotice } from './cart-reducer';
export type { CartLineInput } from '@mbw/shop-data-access';
