/**
 * Facet value order (spec discovery §9): "Facets: up to 999 values, alphanumeric sort"; "work-load
 * facet sorted by the percentage number; event date facet sorted by the number after the pipe".
 */
export const FACET_MAX_VALUES = 999;
export const FACET_SORT_CRITERIA = 'alphanumeric';

/** The facets the index holds for jobs and events (`@workload` "80-100%", `@eventmonth` "November 2026|202611"). */
export const WORKLOAD_FIELD = 'workload';
export const EVENT_MONTH_FIELD = 'eventmonth';

export type FacetSortKind = 'alphanumeric' | 'workload' | 'eventMonth';

interface Valued {
  value: string;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The percentages of a work load, lowest first ("40–60 %" → [40, 60], "100%" → [100, 100]); none → []. */
export function workloadPercentages(value: string): number[] {
  const numbers = (value.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.')));
  return numbers.length === 0 ? [] : [numbers[0]!, numbers[numbers.length - 1]!];
}

/** The sort key of an event month: the number after the pipe ("November 2026|202611" → 202611). */
export function eventMonthKey(value: string): number {
  const key = Number(value.slice(value.lastIndexOf('|') + 1));
  return value.includes('|') && Number.isFinite(key) ? key : Number.POSITIVE_INFINITY;
}

/** What an event month facet value shows: the part before the pipe. */
export function eventMonthLabel(value: string): string {
  const pipe = value.lastIndexOf('|');
  return pipe < 0 ? value : value.slice(0, pipe);
}

function compareWorkloads(a: string, b: string): number {
  const [a1 = Infinity, a2 = Infinity] = workloadPercentages(a);
  const [b1 = Infinity, b2 = Infinity] = workloadPercentages(b);
  return a1 - b1 || a2 - b2 || collator.compare(a, b);
}

function compareEventMonths(a: string, b: string): number {
  const difference = eventMonthKey(a) - eventMonthKey(b);
  return Number.isNaN(difference) || difference === 0 ? collator.compare(a, b) : difference;
}

/** The values in the facet's order (a new array); values without a number go last. */
export function sortFacetValues<T extends Valued>(kind: FacetSortKind, values: readonly T[]): T[] {
  const compare =
    kind === 'workload' ? compareWorkloads : kind === 'eventMonth' ? compareEventMonths : (a: string, b: string) => collator.compare(a, b);
  return [...values].sort((a, b) => compare(a.value, b.value));
}
