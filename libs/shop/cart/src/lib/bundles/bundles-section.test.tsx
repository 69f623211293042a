import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from '@mbw/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discountBundles } from '@mbw/shop-data-access';
import { shownBundles, type BundleProductContext } from './bundle-rules';
import { BundlesSection } from './bundles-section';
import { BundlesLink } from './product-bundles';

const actions = vi.hoisted(() => ({
  addLines: vi.fn(async () => true),
  updateDiscountCodes: vi.fn(async () => true),
  cart: null as null | { id: string; discountCodes: { code: string; applicable: boolean }[] },
}));

vi.mock('../state/cart-hooks', () => ({
  cartActions: { addLines: actions.addLines, updateDiscountCodes: actions.updateDiscountCodes },
  currentCart: () => actions.cart,
}));

const product: BundleProductContext = {
  sku: '141.227',
  url: '/en/product/TRIAC-ST/141-227',
  name: 'TRIAC ST',
  brand: 'Kestrel',
  category: 'Hot air tools',
  subcategory: '',
};
const productIds = ['gid://shopify/Product/7000000010', 'gid://shopify/Product/7000000011'];

const variant = (n: number, amount: string, availableForSale = true) => ({
  id: `gid://shopify/ProductVariant/${n}`,
  sku: n === 10 ? '141.227' : `142.00${n}`,
  title: 'Default Title',
  availableForSale,
  price: { amount, currencyCode: 'EUR' },
  compareAtPrice: null,
  image: null,
  product: { id: `gid://shopify/Product/${n}`, title: n === 10 ? 'TRIAC ST' : `Nozzle ${n}`, handle: `p-${n}`, featuredImage: null },
});

const bundle = (id: number, code: string, variants: unknown[]) => ({
  id: `gid://shopify/Metaobject/${id}`,
  type: 'discount_bundle',
  discountName: { value: code },
  discountAmount: { value: '10' },
  productVariants: { references: { nodes: variants } },
});

/** What the product route hands the section: the Storefront's answer mapped, only fully available bundles. */
function answer(...bundles: unknown[]) {
  const data = {
    nodes: [
      { id: productIds[0], condition: null, bundles: { references: { nodes: bundles } } },
      { id: productIds[1], condition: { value: 'used' }, bundles: null },
    ],
  };
  return shownBundles(discountBundles(data as unknown as Parameters<typeof discountBundles>[0]));
}

let shown: ReturnType<typeof answer>;
beforeEach(() => {
  shown = answer(
    bundle(1, 'BUNDLE-141227-10', [variant(10, '100.00'), variant(1, '20.00'), variant(2, '5.50')]),
    bundle(2, 'GONE', [variant(10, '100.00'), variant(3, '1.00', false)]),
  );
  document.cookie = 'cartId=gid://shopify/Cart/abc?key=k1; path=/';
  actions.addLines.mockClear();
  actions.updateDiscountCodes.mockClear();
  actions.cart = { id: 'gid://shopify/Cart/abc?key=k1', discountCodes: [{ code: 'SUMMER', applicable: true }] };
});
afterEach(() => {
  document.cookie = 'cartId=; path=/; max-age=0';
});

const render = () =>
  renderWithSite(
    <>
      <BundlesLink count={shown.length} />
      <BundlesSection bundles={shown} product={product} language="en" />
    </>,
  );

describe('BundlesSection (spec shop §2, §4)', () => {
  it('shows only the bundle whose every variant is for sale, with its prices and percent; the hero link counts it', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Bundle offers' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: 'Bundle 1: 3 products' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Save 10 %');
    expect(card).toHaveTextContent('Price without bundle discount €125.50');
    expect(card).toHaveTextContent('Bundle price €112.95');
    expect(screen.getByRole('link', { name: 'Bundle offers (1)' })).toHaveAttribute('href', '#bundles');
  });

  it('lists the first two items until "Show all", then all, and back', async () => {
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article');
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Show all 3 products' }));
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('TRIAC ST'), expect.stringContaining('Nozzle 1'), expect.stringContaining('Nozzle 2')]);
    await user.click(within(card).getByRole('button', { name: 'Show fewer products' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
  });

  it('starts the quantity at 1, never below 1, and multiplies the totals', async () => {
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article');
    const stepper = within(card).getByRole('group', { name: 'Quantity of bundle 1' });
    const quantity = within(stepper).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    expect(quantity).toHaveValue(1);
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(quantity).toHaveValue(2);
    expect(card).toHaveTextContent('Bundle price €225.90');
  });

  it('adds the bundle’s lines tagged with the bundle, then the cart’s codes with the bundle code', async () => {
    const user = userEvent.setup();
    render();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(card).getByRole('button', { name: 'Add bundle to cart' }));
    await waitFor(() => expect(actions.updateDiscountCodes).toHaveBeenCalledWith(['SUMMER', 'BUNDLE-141227-10']));
    const [lines, notice] = actions.addLines.mock.calls[0] as unknown as [
      Array<{ merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] }>,
      unknown,
    ];
    expect(lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      ['gid://shopify/ProductVariant/10', 2],
      ['gid://shopify/ProductVariant/1', 2],
      ['gid://shopify/ProductVariant/2', 2],
    ]);
    expect(
      lines.every((line) =>
        line.attributes.some((attribute) => attribute.key === '_leisterRelatedBundle' && attribute.value === 'gid://shopify/Metaobject/1'),
      ),
    ).toBe(true);
    expect(lines[0]!.attributes).toContainEqual({ key: '_leisterProductUrl', value: 'http://localhost:3000/en/product/TRIAC-ST/141-227' });
    expect(notice).toEqual({ kind: 'bundle', title: 'Bundle of 3 products', amount: '225.90', currencyCode: 'EUR', amountOfItems: 6 });
  });

  it("keeps the codes of the cart the Storefront answers, when the cookie's cart was not read yet (issue 23 §8)", async () => {
    // After a reload: the page has not read the cookie's cart; adding the lines answers it, codes and all.
    actions.cart = null;
    actions.addLines.mockImplementationOnce(async () => {
      actions.cart = { id: 'gid://shopify/Cart/abc?key=k1', discountCodes: [{ code: 'BUNDLE-OTHER-10', applicable: true }] };
      return true;
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add bundle to cart' }));
    await waitFor(() => expect(actions.updateDiscountCodes).toHaveBeenCalledWith(['BUNDLE-OTHER-10', 'BUNDLE-141227-10']));
  });

  it('logs "No cart after adding items" and stops when adding failed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    actions.addLines.mockResolvedValueOnce(false);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add bundle to cart' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No cart after adding items'));
    expect(actions.updateDiscountCodes).not.toHaveBeenCalled();
  });

  it('logs "No cart id" and stops when no cart cookie came of it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'cartId=; path=/; max-age=0';
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add bundle to cart' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No cart id'));
    expect(actions.updateDiscountCodes).not.toHaveBeenCalled();
  });

  it('is left out, with no link, when no bundle is fully available', () => {
    shown = answer(bundle(2, 'GONE', [variant(10, '100.00'), variant(3, '1.00', false)]));
    const { container } = render();
    expect(container).toBeEmptyDOMElement();
  });
});
