import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORY_FACET_ID } from './facet-reset';
import { facetModalReducer, facetModalState, isFacetModalOpen, type FacetModalAction, type FacetModalState } from './facet-modal';

const run = (state: FacetModalState, ...actions: FacetModalAction[]) => actions.reduce(facetModalReducer, state);
const start = facetModalState({ solutions: ['Roofing'] });

describe('mobile facets modal (spec discovery §2 "Facets", §4)', () => {
  it('opens with a copy of the selection and edits a draft', () => {
    const open = run(start, { type: 'open' });
    expect(isFacetModalOpen(open)).toBe(true);
    expect(open.copy).toEqual({ solutions: ['Roofing'] });
    expect(open.copy).not.toBe(start.selection);
    const changed = run(open, { type: 'change', facetId: 'power', values: ['1500..2000'] });
    expect(changed.selection).toEqual({ solutions: ['Roofing'], power: ['1500..2000'] });
    expect(changed.copy).toEqual({ solutions: ['Roofing'] });
  });

  it('discard restores the copy and closes', () => {
    const state = run(
      start,
      { type: 'open' },
      { type: 'change', facetId: 'solutions', values: [] },
      { type: 'change', facetId: 'power', values: ['1500..2000'] },
      { type: 'discard' },
    );
    expect(state).toEqual({ selection: { solutions: ['Roofing'] }, copy: null });
  });

  it('apply keeps the draft and closes', () => {
    const state = run(start, { type: 'open' }, { type: 'change', facetId: 'power', values: ['1500..2000'] }, { type: 'apply' });
    expect(state).toEqual({ selection: { solutions: ['Roofing'], power: ['1500..2000'] }, copy: null });
  });

  it('reset all inside the modal keeps the accessory category, and discard brings the rest back', () => {
    const initial = facetModalState({ [ACCESSORY_CATEGORY_FACET_ID]: ['Blowers'], airflow: ['100..200'] });
    const reset = run(initial, { type: 'open' }, { type: 'resetAll' });
    expect(reset.selection).toEqual({ [ACCESSORY_CATEGORY_FACET_ID]: ['Blowers'] });
    expect(run(reset, { type: 'discard' }).selection).toEqual(initial.selection);
  });

  it('a second open keeps the first copy; discard and apply do nothing while closed', () => {
    const once = run(start, { type: 'open' }, { type: 'change', facetId: 'power', values: ['1..2'] }, { type: 'open' });
    expect(once.copy).toEqual({ solutions: ['Roofing'] });
    const closed = run(start, { type: 'change', facetId: 'power', values: ['1..2'] });
    expect(run(closed, { type: 'discard' })).toBe(closed);
    expect(run(closed, { type: 'apply' })).toBe(closed);
  });
});
