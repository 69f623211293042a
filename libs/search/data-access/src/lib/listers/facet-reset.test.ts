import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORY_FACET_ID, resetFacets } from './facet-reset';

describe('reset all (spec discovery §2 "Facets")', () => {
  it('deselects every facet except the accessory category', () => {
    const selection = { [ACCESSORY_CATEGORY_FACET_ID]: ['Blowers'], airflow: ['100..200'], solutions: ['Roofing', 'Flooring'] };
    expect(resetFacets(selection)).toEqual({ [ACCESSORY_CATEGORY_FACET_ID]: ['Blowers'] });
  });

  it('leaves nothing when no category is chosen, and does not touch the input', () => {
    const selection = { solutions: ['Roofing'], [ACCESSORY_CATEGORY_FACET_ID]: [] };
    expect(resetFacets(selection)).toEqual({});
    expect(selection.solutions).toEqual(['Roofing']);
  });
});
