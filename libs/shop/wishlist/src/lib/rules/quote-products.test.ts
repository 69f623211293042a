import { describe, expect, it } from 'vitest';
import { visibleQuoteProducts } from './quote-products';

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
