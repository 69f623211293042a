import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopOffer } from '@mbw/shop-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductShopArea } from './product-shop-area';
import type { ProductShopAreaData, ShopLineContext } from './shop-area-data';

const addLines = vi.fn<(lines: Array<{ merchandiseId: string; quantity: number }>, notice: unknown) => Promise<boolean>>(async () => true);
vi.mock('../state/cart-hooks', () => ({
  useCartActions: () => ({ addLines, updateDiscountCodes: vi.fn(), openCart: vi.fn(), closeCart: vi.fn() }),
}));

afterEach(() => {
  addLines.mockClear();
  vi.useRealTimers();
});

const offer = (overrides: Partial<ShopOffer> = {}): ShopOffer => ({
  productId: 'gid://shopify/Product/7001000010',
  merchandiseId: 'gid://shopify/ProductVariant/7001000010',
  title: 'CALORA S3 230 V',
  sku: '141.227',
  amount: '1299.5',
  price: 1299.5,
  compareAtAmount: null,
  currencyCode: 'EUR',
  availableForSale: true,
  currentlyNotInStock: false,
  quantityAvailable: 20,
  condition: 'new',
  deliveryTime: 'short',
  image: { url: 'https://cdn.example/calora.png', altText: null },
  ...overrides,
});

const context: ShopLineContext = {
  productUrl: 'https://www.example.com/en/product/calora-s3/141-227',
  productName: 'CALORA S3',
  brand: 'Kestrel',
  category: 'Hot air tools',
  subcategory: '',
};
const ok = (...offers: ShopOffer[]): ProductShopAreaData => ({ status: 'ok', condition: 'new', offers });
const renderArea = (data: ProductShopAreaData, language = 'en') =>
  renderWithSite(<ProductShopArea data={data} context={context} />, { site: { language } });

describe('ProductShopArea', () => {
  it('shows the price with its currency symbol and 2 decimals, and the compare-at price struck through', () => {
    renderArea(ok(offer({ compareAtAmount: '1499' })));
    const price = screen.getByTestId('shop-price');
    expect(price).toHaveTextContent('Price now: €1,299.50 instead of €1,499.00');
    expect(within(price).getByText('€1,499.00').tagName).toBe('S');
  });

  it('formats in the page language (de-DE: comma decimals; de is Swiss German: CHF 89.00)', () => {
    renderArea(ok(offer({ amount: '89' })), 'de-DE');
    expect(screen.getByTestId('shop-price').textContent?.replace(/\s/g, ' ')).toBe('89,00 €');
  });

  it.each([
    [{}, 'In stock'],
    [{ quantityAvailable: 3 }, 'Only 3 left in stock'],
    [{ currentlyNotInStock: true, quantityAvailable: 0 }, 'Currently not in stock'],
    [{ availableForSale: false, quantityAvailable: 0 }, 'Not in stock'],
  ] as Array<[Partial<ShopOffer>, string]>)('stock %j reads "%s"', (overrides, text) => {
    renderArea(ok(offer(overrides)));
    expect(screen.getByTestId('shop-stock')).toHaveTextContent(text);
  });

  it.each([
    ['short', 'Delivery in 1–4 working days', 'good'],
    ['middle', 'Delivery in 4–10 working days', 'warn'],
    ['long', 'Longer delivery time expected', 'bad'],
  ] as const)('delivery time %s reads "%s" in its colour', (deliveryTime, text, tone) => {
    renderArea(ok(offer({ deliveryTime })));
    const delivery = screen.getByTestId('shop-delivery');
    expect(delivery).toHaveTextContent(text);
    expect(delivery).toHaveAttribute('data-tone', tone);
  });

  it('no delivery time: nothing about delivery', () => {
    renderArea(ok(offer({ deliveryTime: null })));
    expect(screen.queryByTestId('shop-delivery')).not.toBeInTheDocument();
  });

  it('the availability tooltip opens on keyboard focus with stock and delivery time, and closes 120 ms after the pointer leaves', async () => {
    const user = userEvent.setup();
    renderArea(ok(offer({ quantityAvailable: 2, deliveryTime: 'middle' })));
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Only 2 left in stock' });
    expect(trigger).toHaveFocus();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toBeVisible();
    expect(tooltip).toHaveTextContent('Stock: Only 2 left in stock');
    expect(tooltip).toHaveTextContent('Delivery time: Delivery in 4–10 working days');
    vi.useFakeTimers();
    fireEvent.pointerLeave(trigger.parentElement as HTMLElement);
    act(() => vi.advanceTimersByTime(119));
    expect(screen.getByRole('tooltip', { hidden: true })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('the quantity starts at 1 and never goes below 1', async () => {
    const user = userEvent.setup();
    renderArea(ok(offer()));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity).toHaveValue(1);
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(3);
    await user.click(minus);
    expect(quantity).toHaveValue(2);
    await user.clear(quantity);
    await user.type(quantity, '-4');
    await user.tab();
    expect(quantity).toHaveValue(1);
  });

  it('add to cart is disabled when the item is not for sale', () => {
    renderArea(ok(offer({ availableForSale: false })));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('one matching item: added directly with the quantity and the line attributes', async () => {
    const user = userEvent.setup();
    renderArea(ok(offer()));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(addLines).toHaveBeenCalledTimes(1));
    expect(addLines).toHaveBeenCalledWith(
      [
        {
          merchandiseId: 'gid://shopify/ProductVariant/7001000010',
          quantity: 2,
          attributes: [
            { key: '_leisterProductUrl', value: context.productUrl },
            { key: '_leisterProductName', value: 'CALORA S3' },
            { key: '_leisterProductBrand', value: 'Kestrel' },
            { key: '_leisterProductCategory', value: 'Hot air tools' },
          ],
        },
      ],
      { kind: 'item', title: 'CALORA S3 230 V', imageUrl: 'https://cdn.example/calora.png', quantity: 2 },
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('spec shop §7: view_item for the offer shown, add_to_cart with every item field once the cart has the line, none on failure', async () => {
    document.cookie = 'cookieConsent=statistics; path=/';
    const layer = () =>
      ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).filter((entry) => 'event' in entry);
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    try {
      const user = userEvent.setup();
      renderArea(ok(offer({ compareAtAmount: '1499' })));
      expect(layer().map((entry) => entry['event'])).toEqual(['view_item']);
      addLines.mockResolvedValueOnce(false);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(addLines).toHaveBeenCalledTimes(1));
      expect(layer().map((entry) => entry['event'])).toEqual(['view_item']);
      await user.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(layer().map((entry) => entry['event'])).toEqual(['view_item', 'add_to_cart']));
      expect(layer()[1]).toEqual({
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 1299.5,
          items: [
            {
              item_id: '141.227',
              item_name: 'CALORA S3',
              item_brand: 'Kestrel',
              item_category: 'Hot air tools',
              item_category2: '',
              price: 1299.5,
              quantity: 1,
              sku: '141.227',
              compareAtPrice: 1499,
              condition: 'new',
            },
          ],
        },
      });
    } finally {
      document.cookie = 'cookieConsent=; path=/; max-age=0';
    }
  });

  it('several matching items: the slide-over lists only the available ones; picking one adds it', async () => {
    const user = userEvent.setup();
    const used = offer({ merchandiseId: 'gid://shopify/ProductVariant/1', title: 'Demo A', condition: 'used', amount: '500' });
    const refurbished = offer({
      merchandiseId: 'gid://shopify/ProductVariant/2',
      title: 'Demo B',
      condition: 'refurbished',
      amount: '600',
    });
    const soldOut = offer({ merchandiseId: 'gid://shopify/ProductVariant/3', title: 'Demo C', condition: 'used', availableForSale: false });
    renderArea({ status: 'ok', condition: 'used', offers: [used, refurbished, soldOut] });
    expect(screen.getByText('Used demo device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an item' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).queryByText('Demo C')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Demo B (Refurbished) to cart' }));
    await waitFor(() => expect(addLines).toHaveBeenCalledTimes(1));
    expect(addLines.mock.calls[0]?.[0]?.[0]).toMatchObject({ merchandiseId: 'gid://shopify/ProductVariant/2', quantity: 1 });
  });

  it('Storefront unavailable: a clear message and no price, no add to cart', () => {
    renderArea({ status: 'unavailable' });
    expect(screen.getByRole('status')).toHaveTextContent('Prices are not available right now. Please try again in a moment.');
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
