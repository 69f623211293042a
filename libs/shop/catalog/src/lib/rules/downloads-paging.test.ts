import { describe, expect, it } from 'vitest';
import { DOWNLOADS_PAGE_STEP, groupByCategory, nextStep, shownCount } from './downloads-paging';

describe('downloads paging (spec product §2, §9: 5 per category, then 5 more)', () => {
  it('shows 5 at first, 5 more per press, never more than there are', () => {
    expect(DOWNLOADS_PAGE_STEP).toBe(5);
    expect(shownCount(12, 0)).toBe(5);
    expect(shownCount(12, 1)).toBe(10);
    expect(shownCount(12, 2)).toBe(12);
    expect(shownCount(3, 0)).toBe(3);
    expect(shownCount(0, 0)).toBe(0);
    expect(shownCount(12, -1)).toBe(5);
  });

  it('offers min(5, remaining) more, and nothing once all are shown', () => {
    expect(nextStep(12, 5)).toBe(5);
    expect(nextStep(7, 5)).toBe(2);
    expect(nextStep(12, 10)).toBe(2);
    expect(nextStep(5, 5)).toBe(0);
    expect(nextStep(3, 3)).toBe(0);
  });

  it('groups by category in the given order, then unlisted ones, dropping empty groups', () => {
    const items = [
      { id: 1, category: 'Brochure' },
      { id: 2, category: 'Operating instructions' },
      { id: 3, category: 'Certificate' },
      { id: 4, category: 'Brochure' },
    ];
    const groups = groupByCategory(items, ['Operating instructions', 'Spare parts list', 'Brochure']);
    expect(groups.map((group) => group.category)).toEqual(['Operating instructions', 'Brochure', 'Certificate']);
    expect(groups[1]?.items.map((entry) => entry.id)).toEqual([1, 4]);
  });
});
