import { describe, expect, it } from 'vitest';
import { APPLICATIONS_SHOWN, SPEC_ROWS_SHOWN, THUMBNAILS_MAX, showFirst } from './show-first';

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('showFirst', () => {
  it('has the spec limits', () => {
    expect([SPEC_ROWS_SHOWN, APPLICATIONS_SHOWN, THUMBNAILS_MAX]).toEqual([5, 9, 12]);
  });

  it('shows the first N and hides the rest until expanded', () => {
    expect(showFirst(items(9), SPEC_ROWS_SHOWN, false)).toEqual({ visible: [1, 2, 3, 4, 5], hidden: [6, 7, 8, 9], canToggle: true });
    expect(showFirst(items(9), SPEC_ROWS_SHOWN, true)).toEqual({ visible: items(9), hidden: [], canToggle: true });
  });

  it('needs no toggle at or below the limit', () => {
    expect(showFirst(items(5), SPEC_ROWS_SHOWN, false)).toEqual({ visible: items(5), hidden: [], canToggle: false });
    expect(showFirst(items(9), APPLICATIONS_SHOWN, false).canToggle).toBe(false);
    expect(showFirst(items(10), APPLICATIONS_SHOWN, false).hidden).toEqual([10]);
    expect(showFirst([], APPLICATIONS_SHOWN, false)).toEqual({ visible: [], hidden: [], canToggle: false });
  });
});
