import { describe, expect, it } from 'vitest';
import { point, tag } from './fixtures';
import { filtersFromSearch, matchesFilters, normaliseFilters, toggleFilter } from './filters';

describe('filters (spec discovery §3, §4)', () => {
  const repairer = point({ id: 'a', services: [tag('repair')], solutionProvider: [tag('roofing')] });

  it('match when no filter is set, or a service or solution provider is among them', () => {
    expect(matchesFilters(repairer, [])).toBe(true);
    expect(matchesFilters(repairer, ['repair'])).toBe(true);
    expect(matchesFilters(repairer, ['training', 'roofing'])).toBe(true);
    expect(matchesFilters(repairer, ['training'])).toBe(false);
    expect(matchesFilters(point({ id: 'b', services: [tag('Repair')] }), ['repair'])).toBe(true);
  });

  it('toggle adds or removes the lowercased id', () => {
    expect(toggleFilter([], 'Repair')).toEqual(['repair']);
    expect(toggleFilter(['repair', 'roofing'], 'REPAIR')).toEqual(['roofing']);
    expect(toggleFilter(['repair'], ' ')).toEqual(['repair']);
  });

  it('come from the URL: the filter form and a quote link’s solution keys, deduplicated, junk dropped', () => {
    expect(filtersFromSearch(new URLSearchParams('filter=Repair&filter=repair&solutions=roofing,Packaging,'))).toEqual([
      'repair',
      'roofing',
      'packaging',
    ]);
    expect(normaliseFilters(['x'.repeat(65), ' ', '<script>alert(1)</script>', '../x'])).toEqual([]);
    expect(normaliseFilters(Array.from({ length: 500 }, (_, index) => `f${index}`))).toHaveLength(100);
  });
});
