import { describe, expect, it } from 'vitest';
import { isAllSelected, selectionReducer } from './downloads-selection';

describe('bulk download selection (spec product §2)', () => {
  it('toggles single items', () => {
    let state = selectionReducer([], { type: 'toggle', id: 'a', selected: true });
    state = selectionReducer(state, { type: 'toggle', id: 'b', selected: true });
    expect(state).toEqual(['a', 'b']);
    expect(selectionReducer(state, { type: 'toggle', id: 'a', selected: false })).toEqual(['b']);
    expect(selectionReducer(state, { type: 'toggle', id: 'a', selected: true })).toBe(state);
  });

  it('select-all selects every result and clears them all again', () => {
    const all = selectionReducer(['b'], { type: 'toggle-all', ids: ['a', 'b', 'c'], selected: true });
    expect([...all].sort()).toEqual(['a', 'b', 'c']);
    expect(selectionReducer(all, { type: 'toggle-all', ids: ['a', 'b', 'c'], selected: false })).toEqual([]);
  });

  it('select-all is ticked only when there are results and all of them are selected', () => {
    expect(isAllSelected(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(isAllSelected(['a'], ['a', 'b'])).toBe(false);
    expect(isAllSelected(['a', 'b', 'x'], ['a', 'b'])).toBe(true);
    expect(isAllSelected([], [])).toBe(false);
  });

  it('prunes the selection to the results shown after filtering', () => {
    const state = ['a', 'b', 'c'];
    expect(selectionReducer(state, { type: 'prune', ids: ['b', 'c', 'd'] })).toEqual(['b', 'c']);
    expect(selectionReducer(state, { type: 'prune', ids: ['a', 'b', 'c'] })).toBe(state);
    expect(selectionReducer(state, { type: 'clear' })).toEqual([]);
  });

  it('unticks select-all when more results appear ("Show more")', () => {
    const state = selectionReducer([], { type: 'toggle-all', ids: ['a', 'b'], selected: true });
    expect(isAllSelected(state, ['a', 'b', 'c'])).toBe(false);
  });
});
