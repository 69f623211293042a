import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorefrontError, type Cart, type CartLine, type CartOperations, type CartResult } from '@mbw/shop-data-access';
import { COOKIES, readBrowserCookie } from '@mbw/util';
import { CART_USED_EVENT, cartActions, pendingQuantities, resetCartState, useCart } from './cart-store';

const checkout = vi.hoisted(() => ({ destination: vi.fn<(options: { checkoutUrl: string }) => Promise<string>>() }));
vi.mock('../checkout/checkout', () => ({ checkoutDestination: checkout.destination }));

const line = (id: string, variant: string, quantity: number, bundleId: string | null = null): CartLine => ({
  id,
  quantity,
  attributes: bundleId
    ? [
        { key: '_leisterRelatedBundle', value: bundleId },
        { key: '_leisterProductBrand', value: 'Kestrel' },
      ]
    : [],
  variantId: variant,
  sku: '142.271',
  title: `Item ${id}`,
  image: null,
  price: { amount: '10.0', currencyCode: 'CHF' },
  compareAtPrice: null,
  totalAmount: { amount: String(10 * quantity), currencyCode: 'CHF' },
  discounts: [],
  bundleId,
  productUrl: null,
});

const cartWith = (lines: CartLine[], codes: string[] = []): Cart => ({
  id: 'gid://shopify/Cart/t?key=k',
  checkoutUrl: 'http://store.test/cart/c/t?key=k',
  totalQuantity: lines.reduce((sum, entry) => sum + entry.quantity, 0),
  discountCodes: codes.map((code) => ({ code, applicable: true })),
  discounts: [],
  subtotalAmount: { amount: '0', currencyCode: 'CHF' },
  totalAmount: { amount: '0', currencyCode: 'CHF' },
  totalTaxAmount: null,
  lines,
});

const ok = (cart: Cart): CartResult => ({ cart, userErrors: [], warnings: [] });

const operations = {
  createCart: vi.fn<CartOperations['createCart']>(),
  addLines: vi.fn<CartOperations['addLines']>(),
  updateLines: vi.fn<CartOperations['updateLines']>(),
  removeLines: vi.fn<CartOperations['removeLines']>(),
  updateDiscountCodes: vi.fn<CartOperations['updateDiscountCodes']>(),
  bundleCode: vi.fn<CartOperations['bundleCode']>(),
  readCart: vi.fn<CartOperations['readCart']>(),
};
vi.mock('./cart-service', () => ({ cartService: () => operations }));

const dataLayer = () =>
  ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => 'event' in entry);

async function seed(cart: Cart) {
  operations.createCart.mockResolvedValueOnce(ok(cart));
  await cartActions.addLines([{ merchandiseId: 'v', quantity: 1, attributes: [] }], { kind: 'item', title: 'x', quantity: 1 });
}

beforeEach(() => {
  resetCartState();
  for (const mock of Object.values(operations)) mock.mockReset();
  document.cookie = 'cookieConsent=statistics; path=/';
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});
afterEach(() => {
  document.cookie = 'cookieConsent=; max-age=0; path=/';
  document.cookie = 'cartId=; max-age=0; path=/';
});

describe('cart actions', () => {
  it('every change announces the cart is in use (the page frame then loads the panel)', () => {
    const heard = vi.fn();
    window.addEventListener(CART_USED_EVENT, heard);
    cartActions.openCart();
    window.removeEventListener(CART_USED_EVENT, heard);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('a quantity change sends one update and stores the answer; more is an add_to_cart of the difference', async () => {
    const before = cartWith([line('l1', 'v1', 1)]);
    await seed(before);
    operations.updateLines.mockResolvedValue(ok(cartWith([line('l1', 'v1', 4)])));
    await expect(cartActions.updateLineQuantity('l1', 4)).resolves.toBe(true);
    expect(operations.updateLines).toHaveBeenCalledWith(before.id, [{ id: 'l1', quantity: 4 }], ['v1']);
    expect(dataLayer()).toEqual([
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({ currency: 'CHF', value: 30, items: [expect.objectContaining({ quantity: 3 })] }),
      }),
    ]);
  });

  it('a failed update: "Error updating item quantity" under the line, the cart not replaced', async () => {
    const before = cartWith([line('l1', 'v1', 1)]);
    await seed(before);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    operations.updateLines.mockRejectedValue(new Error('502'));
    await expect(cartActions.updateLineQuantity('l1', 2)).resolves.toBe(false);
    const { userErrors, cart } = snapshot();
    expect(cart).toBe(before);
    expect(userErrors).toEqual([
      expect.objectContaining({ variantId: 'v1', code: 'UPDATE_FAILED', message: 'Error updating item quantity' }),
    ]);
  });

  it('no cart: "Missing cart", nothing sent', async () => {
    await expect(cartActions.updateLineQuantity('l1', 2)).resolves.toBe(false);
    expect(operations.updateLines).not.toHaveBeenCalled();
    expect(snapshot().userErrors).toEqual([expect.objectContaining({ code: 'MISSING_CART', message: 'Missing cart' })]);
  });

  it('quantity 0 removes the line (remove_from_cart of its quantity)', async () => {
    await seed(cartWith([line('l1', 'v1', 2)]));
    operations.removeLines.mockResolvedValue(ok(cartWith([])));
    await expect(cartActions.updateLineQuantity('l1', 0)).resolves.toBe(true);
    expect(operations.removeLines).toHaveBeenCalledWith(expect.any(String), ['l1'], ['v1']);
    expect(operations.updateLines).not.toHaveBeenCalled();
    expect(dataLayer()).toEqual([
      expect.objectContaining({
        event: 'remove_from_cart',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ quantity: 2 })] }),
      }),
    ]);
  });

  it("removing a bundle line untags the bundle's other lines and removes its code, keeping other codes", async () => {
    const bundle = 'gid://shopify/Metaobject/81000000001';
    const before = cartWith([line('l1', 'v1', 1, bundle), line('l2', 'v2', 1, bundle), line('l3', 'v3', 1)], ['BUNDLE-142271-10', 'OTHER']);
    await seed(before);
    operations.removeLines.mockResolvedValue(
      ok(cartWith([line('l2', 'v2', 1, bundle), line('l3', 'v3', 1)], ['BUNDLE-142271-10', 'OTHER'])),
    );
    operations.updateLines.mockResolvedValue(ok(cartWith([line('l2', 'v2', 1), line('l3', 'v3', 1)], ['BUNDLE-142271-10', 'OTHER'])));
    operations.bundleCode.mockResolvedValue('BUNDLE-142271-10');
    const final = cartWith([line('l2', 'v2', 1), line('l3', 'v3', 1)], ['OTHER']);
    operations.updateDiscountCodes.mockResolvedValue(ok(final));
    await expect(cartActions.removeLine('l1')).resolves.toBe(true);
    expect(operations.updateLines).toHaveBeenCalledWith(
      before.id,
      [{ id: 'l2', attributes: [{ key: '_leisterProductBrand', value: 'Kestrel' }] }],
      ['v2'],
    );
    expect(operations.bundleCode).toHaveBeenCalledWith(bundle);
    expect(operations.updateDiscountCodes).toHaveBeenCalledWith(before.id, ['OTHER']);
    expect(snapshot().cart).toBe(final);
  });

  describe('a quantity change still waiting for its 600 ms (issue 23 §7)', () => {
    const waitingChange = (quantity: number) => pendingQuantities.schedule('l1', () => cartActions.updateLineQuantity('l1', quantity), 600);
    beforeEach(() => {
      // A hash change: the only navigation jsdom performs.
      checkout.destination.mockReset().mockResolvedValue(`${window.location.href.split('#')[0]}#checkout`);
    });

    it('is sent when the panel closes', async () => {
      await seed(cartWith([line('l1', 'v1', 1)]));
      cartActions.openCart();
      operations.updateLines.mockResolvedValue(ok(cartWith([line('l1', 'v1', 3)])));
      vi.useFakeTimers();
      try {
        waitingChange(3);
        cartActions.closeCart();
        // Not 600 ms later: now.
        await vi.advanceTimersByTimeAsync(0);
        expect(operations.updateLines).toHaveBeenCalledWith(expect.any(String), [{ id: 'l1', quantity: 3 }], ['v1']);
        await pendingQuantities.settle();
        expect(snapshot().cart?.lines[0]?.quantity).toBe(3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('checkout sends it first and hands the cart over only once the Storefront has answered', async () => {
      const before = cartWith([line('l1', 'v1', 1)]);
      await seed(before);
      let answer: (result: CartResult) => void = () => undefined;
      operations.updateLines.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
      waitingChange(2);
      const done = cartActions.checkout({ signedIn: false, language: 'en' });
      await vi.waitFor(() => expect(operations.updateLines).toHaveBeenCalledWith(before.id, [{ id: 'l1', quantity: 2 }], ['v1']));
      expect(checkout.destination).not.toHaveBeenCalled();
      expect(snapshot().isUpdating).toBe(true);
      answer(ok({ ...cartWith([line('l1', 'v1', 2)]), checkoutUrl: 'http://store.test/cart/c/t?key=k&v=2' }));
      await done;
      expect(checkout.destination).toHaveBeenCalledOnce();
      expect(checkout.destination.mock.calls[0]![0]).toMatchObject({ checkoutUrl: 'http://store.test/cart/c/t?key=k&v=2' });
      expect(dataLayer().find((entry) => entry['event'] === 'begin_checkout')).toMatchObject({
        ecommerce: { items: [expect.objectContaining({ quantity: 2 })] },
      });
      expect(snapshot().isUpdating).toBe(true);
    });

    it('checkout stops when that change fails: the line shows its error, the buttons work again', async () => {
      await seed(cartWith([line('l1', 'v1', 1)]));
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      operations.updateLines.mockRejectedValue(new Error('502'));
      waitingChange(2);
      await cartActions.checkout({ signedIn: false, language: 'en' });
      expect(checkout.destination).not.toHaveBeenCalled();
      const { isUpdating, userErrors } = snapshot();
      expect(isUpdating).toBe(false);
      expect(userErrors).toEqual([expect.objectContaining({ variantId: 'v1', code: 'UPDATE_FAILED' })]);
    });
  });

  it('updateDiscountCodes replaces the codes', async () => {
    const before = cartWith([line('l1', 'v1', 1)]);
    await seed(before);
    operations.updateDiscountCodes.mockResolvedValue(ok(cartWith([line('l1', 'v1', 1)], ['A'])));
    await expect(cartActions.updateDiscountCodes(['A', 'A'])).resolves.toBe(true);
    expect(operations.updateDiscountCodes).toHaveBeenCalledWith(before.id, ['A', 'A']);
    expect(snapshot().cart?.discountCodes).toEqual([{ code: 'A', applicable: true }]);
  });

  it('opening the cart with lines pushes view_cart once; not without statistics consent', async () => {
    await seed(cartWith([line('l1', 'v1', 2)]));
    cartActions.openCart();
    cartActions.openCart();
    expect(dataLayer().map((entry) => entry['event'])).toEqual(['view_cart']);
    cartActions.closeCart();
    document.cookie = 'cookieConsent=necessary; path=/';
    cartActions.openCart();
    expect(dataLayer()).toHaveLength(1);
  });

  it('loadCart: a malformed cookie is dropped without a call; an unknown cart drops the cookie', async () => {
    document.cookie = 'cartId=not-a-cart; path=/';
    await cartActions.loadCart();
    expect(document.cookie).not.toContain('cartId');
    expect(operations.readCart).not.toHaveBeenCalled();
    operations.readCart.mockResolvedValue(null);
    document.cookie = 'cartId=gid://shopify/Cart/abc?key=def; path=/';
    expect(readBrowserCookie(COOKIES.cartId)).toBe('gid://shopify/Cart/abc?key=def');
    await cartActions.loadCart();
    expect(operations.readCart).toHaveBeenCalledExactlyOnceWith('gid://shopify/Cart/abc?key=def');
    expect(document.cookie).not.toContain('cartId');
  });

  it('loadCart: the store refusing the id drops the cookie; the store failing keeps it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // As the urql transport reports them (cart-operations.test.ts): GraphQL errors as the cause, a failed fetch as its own.
    const refused = (message: string, status = 500) => new StorefrontError(message, { status, query: 'query Cart', cause: [{ message }] });
    document.cookie = 'cartId=gid://shopify/Cart/abc?key=def; path=/';
    operations.readCart.mockRejectedValueOnce(refused('Internal error. Looks like something went wrong on our end.'));
    await cartActions.loadCart();
    expect(readBrowserCookie(COOKIES.cartId)).toBe('gid://shopify/Cart/abc?key=def');
    operations.readCart.mockRejectedValueOnce(
      new StorefrontError('The shop cannot be reached', { query: 'query Cart', cause: new TypeError('Failed to fetch') }),
    );
    await cartActions.loadCart();
    expect(readBrowserCookie(COOKIES.cartId)).toBe('gid://shopify/Cart/abc?key=def');
    operations.readCart.mockRejectedValueOnce(refused("Invalid global id 'gid://shopify/Cart/abc?key=def'"));
    await cartActions.loadCart();
    expect(document.cookie).not.toContain('cartId');
  });
});

function snapshot() {
  return renderHook(() => useCart()).result.current;
}
