import { describe, expect, it } from 'vitest';
import { TEASER_TEXT_MAX, cutText } from './text';

describe('cutText (spec discovery §9: 140 characters)', () => {
  it('keeps text up to the limit', () => {
    const exact = 'a'.repeat(TEASER_TEXT_MAX);
    expect(cutText(exact)).toBe(exact);
  });

  it('cuts longer text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(40);
    const cut = cutText(long);
    expect(cut.length).toBeLessThanOrEqual(TEASER_TEXT_MAX);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts inside a long word when no boundary is near', () => {
    expect(cutText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
