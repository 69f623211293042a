import { describe, expect, it } from 'vitest';
import { isLeavingForOtherProduct } from './product-navigation';

describe('isLeavingForOtherProduct (spec product §2/§4)', () => {
  it('another product: blank; a variant of the same product, another page or no navigation: keep the page', () => {
    expect(isLeavingForOtherProduct('Hot Jet S', '/en/product/triac-st')).toBe(true);
    expect(isLeavingForOtherProduct('Hot Jet S', '/en/product/hot-jet-s/100.001')).toBe(false);
    expect(isLeavingForOtherProduct('Hot Jet S', '/en/product/Hot Jet S')).toBe(false);
    expect(isLeavingForOtherProduct('Hot Jet S', '/en/company')).toBe(false);
    expect(isLeavingForOtherProduct('Hot Jet S', null)).toBe(false);
  });
});
