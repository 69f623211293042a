import { describe, expect, it } from 'vitest';
import { withSharedResults } from './shared-results';

const result = (id: string) => ({ uniqueId: id, title: `Product ${id}`, raw: { power: 1950 } });

function staticStateWith(responseResults: unknown[], stateResults: unknown[]) {
  return {
    searchAction: { type: 'search/executeSearch/fulfilled', payload: { response: { results: responseResults, totalCount: 2 } } },
    controllers: { results: { state: { results: stateResults, moreResultsAvailable: false } }, summary: { state: { total: 2 } } },
  };
}

describe('withSharedResults', () => {
  it('points the result list at the response’s own objects when they are equal copies', () => {
    const response = [result('a'), result('b')];
    const shared = withSharedResults(staticStateWith(response, [result('a'), result('b')]));
    expect(shared.controllers.results.state.results[0]).toBe(response[0]);
    expect(shared.controllers.results.state.results[1]).toBe(response[1]);
    expect(shared.controllers.results.state).toMatchObject({ moreResultsAvailable: false });
    expect(shared.controllers.summary.state.total).toBe(2);
  });

  it('keeps the state’s copies when they differ from the response', () => {
    const state = [{ ...result('a'), searchUid: 'added' }];
    const original = staticStateWith([result('a')], state);
    expect(withSharedResults(original).controllers.results.state.results[0]).toBe(state[0]);
  });

  it('keeps the state when the action has no response', () => {
    const original = { searchAction: { type: 'search/executeSearch/rejected' }, controllers: { results: { state: { results: [] } } } };
    expect(withSharedResults(original)).toBe(original);
  });
});
