import { USPS_PER_PRODUCT, type CompareProductView, type UnitSystem } from './compare-model';

/** A row of the comparison: a text per product, or whether the product has it (applications). */
export interface CompareRow {
  key: string;
  label: string;
  cells: Array<string | boolean>;
}

export type CompareSectionId = 'specs' | 'applications' | 'usps';

/** Spec shop §2, §9: rows 5 at first, 5 more per click. */
export const ROWS_STEP = 5;

function union(lists: string[][]): string[] {
  return [...new Set(lists.flat())];
}

/** Technical specs in the unit system: one row per spec name any product has, in order of appearance. */
export function specRows(products: readonly CompareProductView[], system: UnitSystem): CompareRow[] {
  // A product without imperial rows shows its metric ones (as the product page does).
  const rowsOf = (product: CompareProductView) =>
    system === 'imperial' && product.specs.imperial.length > 0 ? product.specs.imperial : product.specs.metric;
  return union(products.map((product) => rowsOf(product).map((row) => row.name))).map((name) => ({
    key: `spec:${name}`,
    label: name,
    cells: products.map((product) => rowsOf(product).find((row) => row.name === name)?.value ?? ''),
  }));
}

export function applicationRows(products: readonly CompareProductView[]): CompareRow[] {
  return union(products.map((product) => product.applications)).map((name) => ({
    key: `application:${name}`,
    label: name,
    cells: products.map((product) => product.applications.includes(name)),
  }));
}

/** The selling points side by side: row n holds each product's n-th (spec shop §2: 5 per product). */
export function uspRows(products: readonly CompareProductView[], label: (index: number) => string): CompareRow[] {
  const count = Math.min(USPS_PER_PRODUCT, Math.max(0, ...products.map((product) => product.usps.length)));
  return Array.from({ length: count }, (_, index) => ({
    key: `usp:${index}`,
    label: label(index + 1),
    cells: products.map((product) => product.usps[index] ?? ''),
  }));
}

function same(a: string | boolean, b: string | boolean): boolean {
  return typeof a === 'string' && typeof b === 'string' ? a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase() : a === b;
}

/**
 * "Show differences only" (beyond the spec): rows where every product has the same value hide.
 * With fewer than two products nothing differs, and every row stays (the switch is off then).
 */
export function differencesOnly(rows: readonly CompareRow[]): CompareRow[] {
  return rows.filter((row) => row.cells.length < 2 || row.cells.some((cell) => !same(cell, row.cells[0] ?? '')));
}
