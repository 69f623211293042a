import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';
import { formatTable } from './table.ts';

describe('formatTable', () => {
  it('aligns columns and renders booleans and gaps', () => {
    expect(
      formatTable(
        ['page', 'KB', 'ok'],
        [
          { page: 'home', KB: 118.2, ok: true },
          { page: 'content page', ok: false },
        ],
      ),
    ).toBe(
      [
        '| page         | KB    | ok  |',
        '| ------------ | ----- | --- |',
        '| home         | 118.2 | yes |',
        '| content page |       | no  |',
      ].join('\n'),
    );
  });
});

describe('median and percentile', () => {
  it('take the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('use the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });
});
