import { describe, expect, it } from 'vitest';
import { nextSortDirection, sortRows, type Availability, type SortKind } from './sorting';

describe('nextSortDirection (spec account §4: off → ascending → descending)', () => {
  it('cycles through the three states', () => {
    expect(nextSortDirection('none')).toBe('ascending');
    expect(nextSortDirection('ascending')).toBe('descending');
    expect(nextSortDirection('descending')).toBe('none');
  });
});

describe('sortRows', () => {
  const sorted = <T>(values: T[], kind: SortKind, direction: 'ascending' | 'descending', locale = 'de-CH') =>
    sortRows(values, (value) => value as never, kind, direction, locale);

  it('sorts alphabetically with the locale, ignoring case and accents, numbers naturally', () => {
    expect(sorted(['Zürich', 'apfel', 'Äpfel', 'Bern', 'item 10', 'item 9'], 'alphabetical', 'ascending')).toEqual([
      'apfel',
      'Äpfel',
      'Bern',
      'item 9',
      'item 10',
      'Zürich',
    ]);
  });

  it('sorts numbers and order numbers numerically, not as text', () => {
    expect(sorted([1002, 99, '1001', 5], 'numeric', 'ascending')).toEqual([5, 99, '1001', 1002]);
    expect(sorted([1002, 99, '1001', 5], 'numeric', 'descending')).toEqual([1002, '1001', 99, 5]);
  });

  it('sorts prices by amount', () => {
    const prices = [
      { amount: '19.90', currencyCode: 'CHF' },
      { amount: '5', currencyCode: 'CHF' },
      { amount: '120.00', currencyCode: 'CHF' },
    ];
    expect(sorted(prices, 'price', 'ascending').map((price) => price.amount)).toEqual(['5', '19.90', '120.00']);
  });

  it('sorts dates', () => {
    expect(sorted(['2026-03-01', '2025-12-24', '2026-01-15T10:00:00Z'], 'date', 'descending')).toEqual([
      '2026-03-01',
      '2026-01-15T10:00:00Z',
      '2025-12-24',
    ]);
  });

  it('sorts availability: in stock first, then by delivery time, unknown last', () => {
    const items: Availability[] = [
      { inStock: false, deliveryDays: 3 },
      { inStock: true, deliveryDays: null },
      { inStock: true, deliveryDays: 1 },
      { inStock: false, deliveryDays: 10 },
    ];
    expect(sorted(items, 'availability', 'ascending')).toEqual([items[2], items[1], items[0], items[3]]);
  });

  it('keeps missing and unreadable values last in both directions, and the order stable', () => {
    const values = [3, null, 1, 'n/a', 2, undefined];
    expect(sorted(values, 'numeric', 'ascending')).toEqual([1, 2, 3, null, 'n/a', undefined]);
    expect(sorted(values, 'numeric', 'descending')).toEqual([3, 2, 1, null, 'n/a', undefined]);
  });

  it("keeps the given order for 'none'", () => {
    const rows = [{ n: 2 }, { n: 1 }];
    expect(sortRows(rows, (row) => row.n, 'numeric', 'none')).toEqual(rows);
  });
});
