import { describe, expect, it } from 'vitest';
import { quoteProductsText, visibleQuoteProducts } from './quote-products';

describe('visibleQuoteProducts (spec discovery §2: 3 at first, one more per click)', () => {
  it('shows 3 at first', () => expect(visibleQuoteProducts(10, 0)).toBe(3));
  it('one more per click', () => {
    expect(visibleQuoteProducts(10, 1)).toBe(4);
    expect(visibleQuoteProducts(10, 4)).toBe(7);
  });
  it('never more than the list holds', () => {
    expect(visibleQuoteProducts(2, 0)).toBe(2);
    expect(visibleQuoteProducts(5, 9)).toBe(5);
  });
  it('an empty list shows none; nonsense counts count as none', () => {
    expect(visibleQuoteProducts(0, 3)).toBe(0);
    expect(visibleQuoteProducts(-1, -1)).toBe(0);
    expect(visibleQuoteProducts(4, -2)).toBe(3);
  });
});

describe('quoteProductsText (what the quote form posts for the listed wishlist products)', () => {
  const item = (name: string, articleNo: string) => ({ name, articleNo });

  it('lists every product, one per line, with its article number when it has one', () => {
    expect(quoteProductsText([item('Triac  ST\n', '141.228'), item('Hot-air blower', ''), item('Sensor 5', '300.001')])).toBe(
      'Triac ST (141.228)\nHot-air blower\nSensor 5 (300.001)',
    );
    expect(quoteProductsText([])).toBe('');
  });

  it('counts the products that no longer fit the field instead of going over its limit', () => {
    const items = Array.from({ length: 200 }, (_, index) =>
      item(`Product with a long name number ${index}`, `100.${String(index).padStart(3, '0')}`),
    );
    const text = quoteProductsText(items);
    expect(text.length).toBeLessThanOrEqual(4000);
    const lines = text.split('\n');
    const more = Number(/^\+ (\d+) more$/.exec(lines.at(-1) ?? '')?.[1]);
    expect(lines.length - 1 + more).toBe(200);
    expect(lines[0]).toBe('Product with a long name number 0 (100.000)');
    expect(quoteProductsText([item('x'.repeat(50), '')], 20)).toBe('+ 1 more');
  });
});
