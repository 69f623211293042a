import { describe, expect, it } from 'vitest';
import { floatingCompareCount } from './floating-count';

const list = { 'Heat guns': [1, 2, 3], 'Hot-air tools': [4], Nozzles: [5, 6] };

describe('floatingCompareCount (spec shop §2 "Floating compare icon")', () => {
  it('on a product page: the number in that product category', () => {
    expect(floatingCompareCount(list, { enabled: true, productCategory: 'Heat guns', pageName: 'Nozzles' })).toBe(3);
    expect(floatingCompareCount(list, { enabled: true, productCategory: 'Blowers' })).toBe(0);
  });

  it('on a named page: the category matching the page name (case, dashes and spaces aside)', () => {
    expect(floatingCompareCount(list, { enabled: true, pageName: 'Heat-guns' })).toBe(3);
    expect(floatingCompareCount(list, { enabled: true, pageName: 'hot-air-tools' })).toBe(1);
  });

  it('otherwise the total of all categories', () => {
    expect(floatingCompareCount(list, { enabled: true, pageName: 'history' })).toBe(6);
    expect(floatingCompareCount(list, { enabled: true })).toBe(6);
  });

  it('0 (hidden) when the flag is off or nothing is compared', () => {
    expect(floatingCompareCount(list, { enabled: false })).toBe(0);
    expect(floatingCompareCount({}, { enabled: true })).toBe(0);
  });
});
