import { describe, expect, it } from 'vitest';
import { TEASER_TEXT_MAX, cutText } from './text';

describe('teaser cutText (spec discovery §9: 140 characters)', () => {
  it('keeps 140 characters and cuts 141 to at most 140', () => {
    expect(cutText('a'.repeat(TEASER_TEXT_MAX))).toBe('a'.repeat(TEASER_TEXT_MAX));
    const cut = cutText('a'.repeat(TEASER_TEXT_MAX + 1));
    expect(cut).toHaveLength(TEASER_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});
