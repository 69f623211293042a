import { isDeepStrictEqual } from 'node:util';

interface WithResults {
  searchAction: unknown;
  controllers: { results: { state: { results: readonly unknown[] } } };
}

/**
 * The result list's state holds equal copies of the response's results, and the page data carries
 * both (the engine hydrates from the response, the server's HTML renders from the state): 55 KB
 * twice on a lister page of 30 products. With the state pointing at the response's own objects,
 * React Router's turbo-stream writes each once (a repeated object is an index). Any difference
 * (a field the engine adds) keeps the state's copies.
 */
export function withSharedResults<T extends WithResults>(staticState: T): T {
  const response = (staticState.searchAction as { payload?: { response?: { results?: unknown } } }).payload?.response;
  const fromResponse = response?.results;
  const state = staticState.controllers.results.state;
  if (!Array.isArray(fromResponse) || !isDeepStrictEqual(fromResponse, state.results)) return staticState;
  return {
    ...staticState,
    controllers: {
      ...staticState.controllers,
      results: { ...staticState.controllers.results, state: { ...state, results: fromResponse } },
    },
  };
}
