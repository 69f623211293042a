import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartLine, CartUserError } from '@mbw/shop-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { CartLineItem, LINE_ERROR_MS } from './cart-line-item';
import { QUANTITY_DEBOUNCE_MS } from './use-line-quantity';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  id: 'gid://shopify/CartLine/1',
  quantity: 2,
  attributes: [],
  variantId: 'gid://shopify/ProductVariant/7000014220',
  sku: '141.227',
  title: 'TRIAC ST',
  image: { url: 'https://img.test/triac.jpg', altText: null },
  price: { amount: '40.00', currencyCode: 'EUR' },
  compareAtPrice: { amount: '50.00', currencyCode: 'EUR' },
  totalAmount: { amount: '80.00', currencyCode: 'EUR' },
  discounts: [],
  bundleId: null,
  productUrl: '/product/triac-st/141-227',
  ...overrides,
});

function renderLine(props: { line?: CartLine; errors?: CartUserError[]; isUpdating?: boolean } = {}) {
  const onQuantity = vi.fn().mockResolvedValue(true);
  const onRemove = vi.fn();
  const onCloseError = vi.fn();
  const view = renderWithSite(
    <ul>
      <CartLineItem
        line={props.line ?? line()}
        language="de-DE"
        isUpdating={props.isUpdating ?? false}
        errors={props.errors ?? []}
        onQuantity={onQuantity}
        onRemove={onRemove}
        onCloseError={onCloseError}
      />
    </ul>,
  );
  return { onQuantity, onRemove, onCloseError, view };
}

const quantity = () => screen.getByRole('status', { name: 'Quantity' });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CartLineItem', () => {
  it('shows title, article number, price and the struck compare-at price', () => {
    renderLine();
    expect(screen.getByRole('link', { name: 'TRIAC ST' })).toHaveAttribute('href', '/product/triac-st/141-227');
    expect(screen.getByText('Article no. 141.227')).toBeVisible();
    expect(screen.getByText('40,00 €')).toBeVisible();
    expect(screen.getByText('50,00 €').closest('del')).not.toBeNull();
    expect(screen.getByText('80,00 €')).toBeVisible();
  });

  it('three fast clicks send one update, 600 ms after the last', () => {
    const { onQuantity } = renderLine();
    press('Increase quantity of TRIAC ST');
    act(() => vi.advanceTimersByTime(300));
    press('Increase quantity of TRIAC ST');
    press('Increase quantity of TRIAC ST');
    expect(quantity()).toHaveTextContent('5');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS - 1));
    expect(onQuantity).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQuantity).toHaveBeenCalledOnce();
    expect(onQuantity).toHaveBeenCalledWith('gid://shopify/CartLine/1', 5);
  });

  it('the line going away (the cart panel closed) sends its waiting change at once instead of dropping it', async () => {
    const { onQuantity, view } = renderLine();
    press('Increase quantity of TRIAC ST');
    expect(onQuantity).not.toHaveBeenCalled();
    await act(async () => view.unmount());
    expect(onQuantity).toHaveBeenCalledWith('gid://shopify/CartLine/1', 3);
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2));
    expect(onQuantity).toHaveBeenCalledOnce();
  });

  it('minus to 0 removes the line at once, with no update pending', () => {
    const { onQuantity, onRemove } = renderLine({ line: line({ quantity: 1 }) });
    press('Increase quantity of TRIAC ST');
    press('Decrease quantity of TRIAC ST');
    press('Decrease quantity of TRIAC ST');
    expect(onRemove).toHaveBeenCalledWith('gid://shopify/CartLine/1');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS * 2));
    expect(onQuantity).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of TRIAC ST' })).toBeDisabled();
  });

  it("a failed update shows the cart's quantity again", async () => {
    const { onQuantity } = renderLine();
    onQuantity.mockResolvedValue(false);
    press('Increase quantity of TRIAC ST');
    await act(async () => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(quantity()).toHaveTextContent('2');
  });

  it('a bundle line at 0 asks first: cancel restores the old quantity, nothing is sent', () => {
    const { onRemove, onQuantity } = renderLine({ line: line({ quantity: 1, bundleId: 'gid://shopify/Metaobject/9' }) });
    press('Decrease quantity of TRIAC ST');
    const dialog = screen.getByRole('alertdialog', { name: 'Remove bundle item?' });
    expect(dialog).toHaveTextContent('TRIAC ST belongs to a bundle.');
    expect(onRemove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(quantity()).toHaveTextContent('1');
    act(() => vi.advanceTimersByTime(QUANTITY_DEBOUNCE_MS));
    expect(onRemove).not.toHaveBeenCalled();
    expect(onQuantity).not.toHaveBeenCalled();
  });

  it('a bundle line: confirm removes it', () => {
    const { onRemove } = renderLine({ line: line({ bundleId: 'gid://shopify/Metaobject/9' }) });
    press('Remove TRIAC ST');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
    expect(quantity()).toHaveTextContent('0');
  });

  it('the updating flag disables the buttons', () => {
    renderLine({ isUpdating: true });
    for (const name of ['Increase quantity of TRIAC ST', 'Decrease quantity of TRIAC ST', 'Remove TRIAC ST'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('shows its errors under the line and closes them after 7000 ms', () => {
    const { onCloseError } = renderLine({
      errors: [{ variantId: 'gid://shopify/ProductVariant/7000014220', message: 'Only 3 items were added', code: 'INVALID', field: null }],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Only 3 items were added');
    act(() => vi.advanceTimersByTime(LINE_ERROR_MS - 1));
    expect(onCloseError).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCloseError).toHaveBeenCalledWith('gid://shopify/ProductVariant/7000014220');
  });

  it("translates the cart's own errors by code", () => {
    renderLine({
      errors: [
        {
          variantId: 'gid://shopify/ProductVariant/7000014220',
          message: 'Error updating item quantity',
          code: 'UPDATE_FAILED',
          field: null,
        },
      ],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Error updating item quantity');
  });
});
