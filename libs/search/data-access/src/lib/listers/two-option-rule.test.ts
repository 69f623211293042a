import { describe, expect, it } from 'vitest';
import { isFacetShown } from './two-option-rule';

describe('two-option rule (spec discovery §2 "Facets")', () => {
  it('hides a facet needing two options while only one exists', () => {
    expect(isFacetShown({ needsTwoOptions: true }, 1)).toBe(false);
    expect(isFacetShown({ needsTwoOptions: true }, 2)).toBe(true);
  });

  it('shows other facets with one option, none without', () => {
    expect(isFacetShown({}, 1)).toBe(true);
    expect(isFacetShown({ needsTwoOptions: false }, 0)).toBe(false);
  });
});
