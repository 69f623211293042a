/**
 * @mbw/search-data-access — the Coveo engine factory, the search rules (article numbers, tabs,
 * result links, the standalone box's hand-over) and, on the server (`./server`), search tokens.
 */
export { initialTab, orderTabs, settleTab, tabCounts, tabExpression } from './lib/rules/tabs';
export { resultUrl } from './lib/rules/result-url';
export { MAX_QUERY_LENGTH, SEARCH_HAND_OVER_KEY, handOverQuery, takeHandedOverQuery } from './lib/rules/hand-over';
export { NO_SEARCH_TOKEN_ERROR, searchEngineConfiguration, type SearchSettings } from './lib/engine/engine-configuration';
export { groupValues } from './lib/engine/group-by';
