import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_MAX, cutText } from './cut-text';

describe('cutText', () => {
  it('keeps a text of up to 120 characters as it is', () => {
    const exact = 'x'.repeat(CARD_DESCRIPTION_MAX);
    expect(cutText(exact)).toBe(exact);
    expect(cutText('  Short  text ')).toBe('Short text');
  });

  it('cuts a longer text at 120 characters and adds an ellipsis', () => {
    const long = `${'a'.repeat(119)}bc`;
    const cut = cutText(long);
    expect(cut).toBe(`${'a'.repeat(119)}b…`);
    expect(Array.from(cut)).toHaveLength(121);
  });

  it('does not split a character made of two code units and trims a space before the ellipsis', () => {
    expect(cutText('😀😀😀', 2)).toBe('😀😀…');
    expect(cutText('abc def', 4)).toBe('abc…');
  });
});
