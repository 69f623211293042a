import { describe, expect, it } from 'vitest';
import { breakpointFor, mediaQueryFor } from './breakpoints';

describe('breakpointFor', () => {
  it('classes widths as mobile (≤ 768), tablet (≤ 960) and desktop', () => {
    expect([320, 768, 769, 960, 961, 1440].map((width) => breakpointFor(width))).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it('takes mobile up to 960 px where the spec says so (menu, map)', () => {
    expect(breakpointFor(900, { mobileMax: 960 })).toBe('mobile');
    expect(mediaQueryFor('mobile', { mobileMax: 960 })).toBe('(max-width: 960px)');
    expect(mediaQueryFor('tablet')).toBe('(min-width: 769px) and (max-width: 960px)');
  });
});
