import { describe, expect, it } from 'vitest';
import { CARD_DESCRIPTION_MAX, cutText } from './cut-text';

describe('card cutText (spec product §9: 120 characters)', () => {
  it('keeps 120 characters and cuts 121 to at most 120', () => {
    expect(cutText('x'.repeat(CARD_DESCRIPTION_MAX))).toBe('x'.repeat(CARD_DESCRIPTION_MAX));
    const cut = cutText('x'.repeat(CARD_DESCRIPTION_MAX + 1));
    expect(cut).toHaveLength(CARD_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
  });
});
