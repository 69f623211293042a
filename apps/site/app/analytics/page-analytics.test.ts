import { describe, expect, it } from 'vitest';
import { pageTypeOf } from './page-analytics';

describe('the page type analytics report', () => {
  it("is the page's route id; the root or the shell alone (an error) is 'error'", () => {
    expect(pageTypeOf([{ id: 'root' }, { id: 'shell' }, { id: 'product' }])).toBe('product');
    expect(pageTypeOf([{ id: 'root' }, { id: 'shell' }, { id: 'home' }])).toBe('home');
    expect(pageTypeOf([{ id: 'root' }, { id: 'shell' }])).toBe('error');
    expect(pageTypeOf([])).toBe('error');
  });
});
