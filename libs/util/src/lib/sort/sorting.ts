import type { Money } from '../format/format';
import { toIntlLocale } from '../format/locale';

/** Spec account §2, §4: sort kinds of the data table; each column cycles off → ascending → descending. */
export type SortKind = 'alphabetical' | 'numeric' | 'price' | 'date' | 'availability';
export type SortDirection = 'none' | 'ascending' | 'descending';

export function nextSortDirection(direction: SortDirection): SortDirection {
  if (direction === 'none') return 'ascending';
  if (direction === 'ascending') return 'descending';
  return 'none';
}

/** Stock and delivery time of a shop item (spec account §4 availability tooltip). */
export interface Availability {
  inStock: boolean;
  /** Working days until delivery, when known. */
  deliveryDays?: number | null;
}

type Comparable = string | number | Date | Money | Availability | null | undefined;

function numberOf(value: Comparable): number {
  if (value === null || value === undefined || value === '') return Number.NaN;
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'object' && 'amount' in value) return Number(value.amount);
  return Number(value);
}

/** Comparator for one kind; empty and unreadable values sort last in both directions. */
export function comparatorFor(kind: SortKind, locale?: string): (a: Comparable, b: Comparable) => number {
  switch (kind) {
    case 'alphabetical': {
      const collator = new Intl.Collator(toIntlLocale(locale), { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(String(a ?? ''), String(b ?? ''));
    }
    case 'numeric':
    case 'price':
      return (a, b) => numberOf(a) - numberOf(b);
    case 'date':
      return (a, b) => new Date(a as string | number | Date).getTime() - new Date(b as string | number | Date).getTime();
    case 'availability':
      // In stock first; then the shorter delivery time; unknown delivery times last.
      return (a, b) => {
        const x = a as Availability;
        const y = b as Availability;
        if (x.inStock !== y.inStock) return x.inStock ? -1 : 1;
        return (x.deliveryDays ?? Number.POSITIVE_INFINITY) - (y.deliveryDays ?? Number.POSITIVE_INFINITY);
      };
  }
}

function isMissing(kind: SortKind, value: Comparable): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (kind === 'numeric' || kind === 'price') return Number.isNaN(numberOf(value));
  if (kind === 'date') return Number.isNaN(new Date(value as string | number | Date).getTime());
  return false;
}

/**
 * Rows sorted by one column (stable; 'none' keeps the given order). Missing values go last.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  valueOf: (row: Row) => Comparable,
  kind: SortKind,
  direction: SortDirection,
  locale?: string,
): Row[] {
  if (direction === 'none') return [...rows];
  const compare = comparatorFor(kind, locale);
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const missingA = isMissing(kind, a.value);
      const missingB = isMissing(kind, b.value);
      if (missingA || missingB) return missingA === missingB ? a.index - b.index : missingA ? 1 : -1;
      return sign * compare(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}
