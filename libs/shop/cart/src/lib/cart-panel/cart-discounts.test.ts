import { describe, expect, it } from 'vitest';
import type { CartDiscount } from '@mbw/shop-data-access';
import { discountRows, subtotalBeforeDiscounts } from './cart-discounts';

const eur = (amount: string) => ({ amount, currencyCode: 'EUR' });
const off = (code: string | null, amount: string): CartDiscount => ({ code, discountedAmount: eur(amount) });

const cart = (options: { codes?: string[]; lines?: CartDiscount[][]; cartLevel?: CartDiscount[]; subtotal?: string }) => ({
  discountCodes: (options.codes ?? []).map((code) => ({ code, applicable: true })),
  discounts: options.cartLevel ?? [],
  subtotalAmount: eur(options.subtotal ?? '0.0'),
  lines: (options.lines ?? []).map((discounts) => ({ discounts })),
});

describe('discountRows', () => {
  it('sums a bundle code over the lines it is allocated to (Shopify: line-level), in cents', () => {
    const rows = discountRows(
      cart({
        codes: ['BUNDLE-142271-10'],
        lines: [[off('BUNDLE-142271-10', '89.0')], [off('BUNDLE-142271-10', '0.1')], [off('BUNDLE-142271-10', '0.2')], []],
      }),
    );
    expect(rows).toEqual([{ code: 'BUNDLE-142271-10', amount: eur('89.30') }]);
  });

  it('one row per code: line-level and cart-level allocations of the same code together, each code apart', () => {
    const rows = discountRows(
      cart({
        codes: ['WELCOME-5', 'BUNDLE-A', 'BUNDLE-B'],
        lines: [[off('BUNDLE-A', '10.00'), off('BUNDLE-B', '2.50')], [off('BUNDLE-A', '5.00')]],
        cartLevel: [off('WELCOME-5', '4.25'), off('BUNDLE-A', '1.00')],
      }),
    );
    // In the order of the cart's code list.
    expect(rows).toEqual([
      { code: 'WELCOME-5', amount: eur('4.25') },
      { code: 'BUNDLE-A', amount: eur('16.00') },
      { code: 'BUNDLE-B', amount: eur('2.50') },
    ]);
  });

  it('codes ignore case: one row, spelt as the cart lists the code', () => {
    expect(discountRows(cart({ codes: ['Bundle-A'], lines: [[off('BUNDLE-A', '1.00')], [off('bundle-a', '2.00')]] }))).toEqual([
      { code: 'Bundle-A', amount: eur('3.00') },
    ]);
  });

  it('discounts without a code (automatic, custom) are one row, last; zero rows are left out', () => {
    const rows = discountRows(
      cart({
        codes: ['NOPE', 'BUNDLE-A'],
        lines: [[off(null, '1.00'), off('BUNDLE-A', '3.00')], [off('NOPE', '0.0')]],
        cartLevel: [off(null, '0.50')],
      }),
    );
    expect(rows).toEqual([
      { code: 'BUNDLE-A', amount: eur('3.00') },
      { code: null, amount: eur('1.50') },
    ]);
  });

  it('no discounts: no rows', () => {
    expect(discountRows(cart({ codes: ['BUNDLE-A'], lines: [[], []] }))).toEqual([]);
  });
});

describe('subtotalBeforeDiscounts', () => {
  it('adds the lines’ own discounts back to Shopify’s subtotal (which is after them): subtotal − rows = total', () => {
    const source = cart({ codes: ['BUNDLE-A'], subtotal: '1960.2', lines: [[off('BUNDLE-A', '89.0')], [off('BUNDLE-A', '128.8')]] });
    expect(subtotalBeforeDiscounts(source)).toEqual(eur('2178.00'));
  });

  it('leaves the subtotal as the Storefront sent it when no line has a discount (cart-level ones are not in it)', () => {
    expect(subtotalBeforeDiscounts(cart({ subtotal: '1780.0', lines: [[]], cartLevel: [off('WELCOME-5', '89.0')] }))).toEqual(
      eur('1780.0'),
    );
  });
});
