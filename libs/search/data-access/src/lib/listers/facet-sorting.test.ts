import { describe, expect, it } from 'vitest';
import {
  EVENT_MONTH_FIELD,
  FACET_MAX_VALUES,
  FACET_SORT_CRITERIA,
  WORKLOAD_FIELD,
  eventMonthKey,
  eventMonthLabel,
  sortFacetValues,
  workloadPercentages,
} from './facet-sorting';

const of = (...values: string[]) => values.map((value) => ({ value, numberOfResults: 1 }));
const valuesOf = (entries: { value: string }[]) => entries.map((entry) => entry.value);

describe('facet sorting (spec discovery §9)', () => {
  it('reads the percentages of a work load', () => {
    expect(workloadPercentages('40–60 %')).toEqual([40, 60]);
    expect(workloadPercentages('100%')).toEqual([100, 100]);
    expect(workloadPercentages('80-100%')).toEqual([80, 100]);
    expect(workloadPercentages('Part time')).toEqual([]);
  });

  it('sorts the work-load facet by the percentage number, not the text', () => {
    const sorted = sortFacetValues('workload', of('100%', '80-100%', 'Part time', '40%', '80%', '40–60 %', '60%'));
    expect(valuesOf(sorted)).toEqual(['40%', '40–60 %', '60%', '80%', '80-100%', '100%', 'Part time']);
  });

  it('sorts the event date facet by the number after the pipe and shows the part before it', () => {
    const sorted = sortFacetValues('eventMonth', of('January 2027|202701', 'November 2026|202611', 'Undated', 'December 2026|202612'));
    expect(valuesOf(sorted)).toEqual(['November 2026|202611', 'December 2026|202612', 'January 2027|202701', 'Undated']);
    expect(eventMonthKey('November 2026|202611')).toBe(202611);
    expect(eventMonthLabel('November 2026|202611')).toBe('November 2026');
    expect(eventMonthLabel('Undated')).toBe('Undated');
  });

  it('sorts other facets alphanumerically, numbers by value, up to 999 values', () => {
    const sorted = sortFacetValues('alphanumeric', of('Nozzle 10', 'nozzle 2', 'Blowers', 'Äußere'));
    expect(valuesOf(sorted)).toEqual(['Äußere', 'Blowers', 'nozzle 2', 'Nozzle 10']);
    expect([FACET_MAX_VALUES, FACET_SORT_CRITERIA]).toEqual([999, 'alphanumeric']);
  });

  it('names the index fields of the job and event facets', () => {
    expect([WORKLOAD_FIELD, EVENT_MONTH_FIELD]).toEqual(['workload', 'eventmonth']);
  });

  it('returns a new array', () => {
    const values = of('b', 'a');
    expect(sortFacetValues('alphanumeric', values)).not.toBe(values);
    expect(valuesOf(values)).toEqual(['b', 'a']);
  });
});
