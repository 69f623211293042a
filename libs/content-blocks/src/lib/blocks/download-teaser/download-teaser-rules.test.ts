import { describe, expect, it } from 'vitest';
import { DOWNLOAD_TEASER_STEP, fileTypeLabel, formatFileSize, initialVisibleCount, moreCount, revealMore } from './download-teaser-rules';

describe('download teaser steps (spec discovery §4, §9: 3 per step)', () => {
  it('shows 3 first, or all when there are fewer', () => {
    expect(DOWNLOAD_TEASER_STEP).toBe(3);
    expect(initialVisibleCount(8)).toBe(3);
    expect(initialVisibleCount(2)).toBe(2);
    expect(initialVisibleCount(0)).toBe(0);
  });

  it('reveals 3 more per click without passing the total', () => {
    expect(revealMore(3, 8)).toBe(6);
    expect(revealMore(6, 8)).toBe(8);
    expect(revealMore(8, 8)).toBe(8);
  });

  it.each([
    [3, 8, 3],
    [6, 8, 2],
    [3, 4, 1],
    [8, 8, 0],
    [3, 3, 0],
  ])('with %i of %i shown the label offers min(3, remaining) = %i', (visible, total, expected) => {
    expect(moreCount(visible, total)).toBe(expected);
  });
});

describe('file size and type labels', () => {
  it('formats byte counts with the spec unit bases and keeps editor text', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize('2048')).toBe('2 KB');
    expect(formatFileSize(2516582)).toBe('2.4 MB');
    expect(formatFileSize(1073741824 * 12)).toBe('12 GB');
    expect(formatFileSize(' 3 MB ')).toBe('3 MB');
  });

  it('takes the type from the field, else from the file extension', () => {
    expect(fileTypeLabel('zip', '/x.pdf')).toBe('ZIP');
    expect(fileTypeLabel('', '/-/media/manual.pdf?v=2')).toBe('PDF');
    expect(fileTypeLabel('', '/-/media/manual')).toBe('');
  });
});
