import { describe, expect, it } from 'vitest';
import type { FacetDefinition } from '@mbw/search-data-access';
import { rangeLabelsOf } from './range-labels';

const facets: FacetDefinition[] = [
  { id: 'applications', field: 'applications', kind: 'values' },
  { id: 'weight', field: 'weight', kind: 'numeric' },
];

const controllers = {
  'facet-applications': { state: { values: [{ value: 'Drying', numberOfResults: 3, state: 'idle' }] } },
  'facet-weight': {
    state: {
      values: [
        { start: 0.8, end: 1.254, endInclusive: false, numberOfResults: 2, state: 'idle' },
        { start: 1.254, end: 2, endInclusive: true, numberOfResults: 1, state: 'selected' },
      ],
    },
  },
};

describe('rangeLabelsOf', () => {
  it('labels each numeric facet’s ranges in the page locale, by range value', () => {
    expect(rangeLabelsOf(controllers, facets, 'de-DE')).toEqual({
      weight: { '0.8..1.254': '0,80 – 1,25 kg', '1.254..2': '1,25 – 2,00 kg' },
    });
  });

  it('gives a numeric facet without an answer no labels, and a values facet none at all', () => {
    expect(rangeLabelsOf({}, facets, 'en')).toEqual({ weight: {} });
  });
});
