import { describe, expect, it } from 'vitest';
import { productFromSearch } from './page-prefill';

describe('productFromSearch (the product a quote or expert link is about)', () => {
  it('names the product with its article number', () => {
    expect(productFromSearch('?product=CALORA+S3&articleNumber=142.270&solutions=roofing')).toBe('CALORA S3 (142.270)');
    expect(productFromSearch('?product=CALORA%20S3')).toBe('CALORA S3');
  });

  it('is empty without a product, bounded, and leaves out an article number that is not one', () => {
    expect(productFromSearch('')).toBe('');
    expect(productFromSearch('?articleNumber=142.270')).toBe('');
    expect(productFromSearch(`?product=${'x'.repeat(500)}`)).toHaveLength(150);
    expect(productFromSearch('?product=A&articleNumber=<b>1</b>')).toBe('A');
  });
});
