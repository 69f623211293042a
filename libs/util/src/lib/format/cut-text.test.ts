import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('keeps text up to the limit, with whitespace runs as one space', () => {
    expect(cutText('a'.repeat(140), 140)).toBe('a'.repeat(140));
    expect(cutText('  Short \n text ', 120)).toBe('Short text');
  });

  it('cuts longer text at a near word boundary, the ellipsis counted in the limit', () => {
    const cut = cutText('word '.repeat(40), 140);
    expect(Array.from(cut).length).toBeLessThanOrEqual(140);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('cuts inside a long word when no boundary is near', () => {
    expect(cutText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cutText(`${'a'.repeat(119)}bc`, 120)).toBe(`${'a'.repeat(119)}…`);
  });

  it('never splits a character made of two code units', () => {
    expect(cutText('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
