import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartOperations, CartResult } from '@mbw/shop-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { COOKIES, readBrowserCookie } from '@mbw/util';
import { CartPanel } from '../cart-panel/cart-panel';
import { cartActions, resetCartState } from '../state/cart-store';
import { CartAlerts } from './cart-alerts';
import { CartNotification, NOTIFICATION_MS } from './cart-notification';

const cart: Cart = {
  id: 'gid://shopify/Cart/tok?key=k',
  checkoutUrl: 'http://store.test/cart/c/tok?key=k',
  totalQuantity: 1,
  discountCodes: [],
  discounts: [],
  subtotalAmount: { amount: '40.00', currencyCode: 'EUR' },
  totalAmount: { amount: '40.00', currencyCode: 'EUR' },
  totalTaxAmount: null,
  lines: [],
};

const operations = {
  createCart: vi.fn<CartOperations['createCart']>(),
  addLines: vi.fn<CartOperations['addLines']>(),
};
vi.mock('../state/cart-service', () => ({ cartService: () => operations }));

const LINE = { merchandiseId: 'gid://shopify/ProductVariant/7000014220', quantity: 1, attributes: [] };
const ok: CartResult = { cart, userErrors: [], warnings: [] };

function renderAll() {
  return renderWithSite(
    <>
      <button type="button">Outside</button>
      <CartNotification language="en" />
      <CartAlerts />
      <CartPanel language="en" signedIn={false} />
    </>,
  );
}

beforeEach(() => {
  resetCartState();
  document.cookie = 'cartId=; max-age=0; path=/';
  operations.createCart.mockReset().mockResolvedValue(ok);
  operations.addLines.mockReset().mockResolvedValue(ok);
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const add = (notice: Parameters<typeof cartActions.addLines>[1] = { kind: 'item', title: 'TRIAC ST', quantity: 1 }, lines = [LINE]) =>
  act(() => cartActions.addLines(lines, notice));

describe('addLines and the added-to-cart notification', () => {
  it('creates the cart, writes the cartId cookie and opens the notification with the item', async () => {
    renderAll();
    let added: boolean | undefined;
    await act(async () => {
      added = await cartActions.addLines([LINE], { kind: 'item', title: 'TRIAC ST', quantity: 2 });
    });
    expect(added).toBe(true);
    expect(operations.createCart).toHaveBeenCalledWith([LINE]);
    expect(readBrowserCookie(COOKIES.cartId)).toBe(cart.id);
    const box = screen.getByRole('region', { name: 'Added to cart' });
    expect(box).toHaveTextContent('TRIAC ST');
    expect(box).toHaveTextContent('Quantity: 2');
    expect(screen.getByRole('status')).toHaveTextContent('Added to cart: TRIAC ST');
  });

  it('adds to the cart of the cookie when there is one', async () => {
    document.cookie = `cartId=${encodeURIComponent(cart.id)}; path=/`;
    renderAll();
    await add();
    expect(operations.addLines).toHaveBeenCalledWith(cart.id, [LINE]);
    expect(operations.createCart).not.toHaveBeenCalled();
  });

  it('shows a bundle with its price and item count', async () => {
    renderAll();
    await add({ kind: 'bundle', title: 'Welding set', amount: '199.9', currencyCode: 'EUR', amountOfItems: 3 });
    const box = screen.getByRole('region', { name: 'Added to cart' });
    expect(box).toHaveTextContent('Welding set');
    expect(box).toHaveTextContent('3 items');
    expect(box).toHaveTextContent('€199.90');
  });

  it('closes by itself after 7 s', async () => {
    renderAll();
    await add();
    act(() => vi.advanceTimersByTime(NOTIFICATION_MS - 1));
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Added to cart' })).toBeNull();
  });

  it('closes on a click outside it, not on one inside', async () => {
    renderAll();
    await add();
    fireEvent.pointerDown(screen.getByText('TRIAC ST'));
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBeVisible();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('region', { name: 'Added to cart' })).toBeNull();
  });

  it('its button closes it and opens the cart', async () => {
    renderAll();
    await add();
    fireEvent.click(screen.getByRole('button', { name: 'View cart' }));
    expect(screen.queryByRole('region', { name: 'Added to cart' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  });

  it('no variant id: "Missing variant IDs", nothing sent', async () => {
    renderAll();
    let added: boolean | undefined;
    await act(async () => {
      added = await cartActions.addLines([{ ...LINE, merchandiseId: '' }], { kind: 'item', title: 'X', quantity: 1 });
    });
    expect(added).toBe(false);
    expect(operations.createCart).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing variant IDs');
  });

  it('a failing call: "Error adding items to cart", no notification, the message closes after 7 s', async () => {
    operations.createCart.mockRejectedValue(new Error('502'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAll();
    await add();
    expect(screen.queryByRole('region', { name: 'Added to cart' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Error adding items to cart');
    act(() => vi.advanceTimersByTime(NOTIFICATION_MS));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('a user error of the line is shown as the Storefront wrote it', async () => {
    operations.createCart.mockResolvedValue({
      cart: null,
      userErrors: [
        {
          variantId: LINE.merchandiseId,
          message: 'The quantity must be greater than 0.',
          code: 'INVALID',
          field: ['input', 'lines', '0', 'quantity'],
        },
      ],
      warnings: [],
    });
    renderAll();
    await add();
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity must be greater than 0.');
    expect(screen.queryByRole('region', { name: 'Added to cart' })).toBeNull();
  });

  it('a stock warning: the (cut) line is added, the notification opens and the warning shows', async () => {
    operations.createCart.mockResolvedValue({
      cart,
      userErrors: [],
      warnings: [
        {
          variantId: LINE.merchandiseId,
          message: 'Only 3 items were added to your cart due to availability.',
          code: 'MERCHANDISE_NOT_ENOUGH_STOCK',
          field: null,
        },
      ],
    });
    renderAll();
    await add();
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 items were added to your cart due to availability.');
  });

  it('a cart the Storefront no longer knows: a new cart is made', async () => {
    document.cookie = `cartId=${encodeURIComponent('gid://shopify/Cart/old?key=x')}; path=/`;
    operations.addLines.mockResolvedValue({
      cart: null,
      userErrors: [{ variantId: '', message: 'The specified cart does not exist.', code: 'INVALID', field: ['cartId'] }],
      warnings: [],
    });
    renderAll();
    await add();
    expect(operations.createCart).toHaveBeenCalledWith([LINE]);
    expect(readBrowserCookie(COOKIES.cartId)).toBe(cart.id);
    expect(screen.getByRole('region', { name: 'Added to cart' })).toBeVisible();
  });
});
