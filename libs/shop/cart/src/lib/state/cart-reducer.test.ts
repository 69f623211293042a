import { describe, expect, it } from 'vitest';
import type { Cart, CartUserError } from '@mbw/shop-data-access';
import { INITIAL_CART_STATE, cartReducer, openNotice, type CartAction, type CartState } from './cart-reducer';

const cart = { id: 'gid://shopify/Cart/a?key=b', totalQuantity: 1 } as Cart;
const error = (variantId: string, message: string): CartUserError => ({ variantId, message, code: null, field: null });

describe('cartReducer (spec shop §4 cart actions)', () => {
  it('setCart stores the cart, and null empties it', () => {
    const withCart = cartReducer(INITIAL_CART_STATE, { type: 'setCart', cart });
    expect(withCart.cart).toBe(cart);
    expect(cartReducer(withCart, { type: 'setCart', cart: null }).cart).toBeNull();
  });

  it('openCart opens the panel and closes the notification; closeCart closes the panel', () => {
    const notified = { ...INITIAL_CART_STATE, isCartNotificationOpen: true };
    const open = cartReducer(notified, { type: 'openCart' });
    expect(open).toMatchObject({ isCartOpen: true, isCartNotificationOpen: false });
    expect(cartReducer(open, { type: 'closeCart' }).isCartOpen).toBe(false);
  });

  it('updating and updated set and clear the flag', () => {
    const updating = cartReducer(INITIAL_CART_STATE, { type: 'updating' });
    expect(updating.isUpdating).toBe(true);
    expect(cartReducer(updating, { type: 'updated' }).isUpdating).toBe(false);
  });

  it('openNotification with an item keeps the item and no bundle', () => {
    const previous: CartState = {
      ...INITIAL_CART_STATE,
      isBundle: true,
      bundleInfo: { title: 'B', amount: '1.00', currencyCode: 'EUR', amountOfItems: 2 },
    };
    const next = cartReducer(previous, {
      type: 'openNotification',
      notice: { kind: 'item', title: 'TRIAC ST', imageUrl: '/t.jpg', quantity: 2 },
    });
    expect(next).toMatchObject({
      isCartNotificationOpen: true,
      isBundle: false,
      bundleInfo: null,
      cartItem: { kind: 'item', title: 'TRIAC ST', imageUrl: '/t.jpg', quantity: 2 },
    });
    expect(openNotice(next)).toEqual({ kind: 'item', title: 'TRIAC ST', imageUrl: '/t.jpg', quantity: 2 });
  });

  it('openNotification with a bundle keeps its title, amount, currency and item count', () => {
    const next = cartReducer(INITIAL_CART_STATE, {
      type: 'openNotification',
      notice: { kind: 'bundle', title: 'Welding set', amount: '199.90', currencyCode: 'CHF', amountOfItems: 3 },
    });
    expect(next).toMatchObject({
      isCartNotificationOpen: true,
      isBundle: true,
      cartItem: null,
      bundleInfo: { title: 'Welding set', amount: '199.90', currencyCode: 'CHF', amountOfItems: 3 },
    });
    expect(openNotice(next)).toEqual({ kind: 'bundle', title: 'Welding set', amount: '199.90', currencyCode: 'CHF', amountOfItems: 3 });
  });

  it('closeNotification closes it (nothing to show)', () => {
    const open = cartReducer(INITIAL_CART_STATE, { type: 'openNotification', notice: { kind: 'item', title: 'X', quantity: 1 } });
    const closed = cartReducer(open, { type: 'closeNotification' });
    expect(closed.isCartNotificationOpen).toBe(false);
    expect(openNotice(closed)).toBeNull();
  });

  it('addToCartError replaces earlier errors of the same variant and keeps the others', () => {
    const first = cartReducer(INITIAL_CART_STATE, { type: 'addToCartError', errors: [error('v1', 'old'), error('v2', 'other')] });
    const next = cartReducer(first, { type: 'addToCartError', errors: [error('v1', 'new')] });
    expect(next.userErrors).toEqual([error('v2', 'other'), error('v1', 'new')]);
  });

  it('closeLineError removes the errors of that variant only', () => {
    const withErrors = { ...INITIAL_CART_STATE, userErrors: [error('v1', 'a'), error('v2', 'b')] };
    expect(cartReducer(withErrors, { type: 'closeLineError', variantId: 'v1' }).userErrors).toEqual([error('v2', 'b')]);
  });

  it('an unknown action throws', () => {
    expect(() => cartReducer(INITIAL_CART_STATE, { type: 'emptyCart' } as unknown as CartAction)).toThrow('Unknown cart action: emptyCart');
  });
});
