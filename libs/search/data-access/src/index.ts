/**
 * @mbw/search-data-access — the Coveo engine factory, the search rules (article numbers, tabs,
 * result links, the standalone box's hand-over) and, on the server (`./server`), search tokens.
 */
export { initialTab, orderTabs, settleTab, tabCounts, tabExpression } from './lib/rules/tabs';
export { fieldText, resultUrl } from './lib/rules/result-url';
export { MAX_QUERY_LENGTH, SEARCH_HAND_OVER_KEY, browserLocalStorage, handOverQuery, takeHandedOverQuery } from './lib/rules/hand-over';
export {
  GLOBAL_SEARCH_PIPELINE,
  NO_SEARCH_TOKEN_ERROR,
  searchEngineConfiguration,
  type SearchSettings,
} from './lib/engine/engine-configuration';
export { andExpressions, groupValues, type GroupValue } from './lib/engine/group-by';
// The lister and facet rules of issue 26 (lib/listers): public API for the listers still to be
// wired (knip: `@public` until a lister imports them).
/** @public */
export { ACCESSORY_CATEGORY_FACET_ID, resetFacets, type FacetSelection } from './lib/listers/facet-reset';
/** @public */
export {
  facetModalReducer,
  facetModalState,
  isFacetModalOpen,
  type FacetModalAction,
  type FacetModalState,
} from './lib/listers/facet-modal';
/** @public */
export { isFacetShown } from './lib/listers/two-option-rule';
/** @public */
export {
  NUMERIC_FACET_INJECTION_DEPTH,
  NUMERIC_FIELD_UNITS,
  NUMERIC_RANGE_COUNT,
  formatNumericValue,
  numericRangeLabel,
  type NumericField,
  type NumericRange,
} from './lib/listers/numeric-ranges';
export { FACET_MAX_VALUES, eventMonthLabel, sortFacetValues } from './lib/listers/facet-sorting';
/** @public */
export { EVENT_MONTH_FIELD, FACET_SORT_CRITERIA, WORKLOAD_FIELD, type FacetSortKind } from './lib/listers/facet-sorting';
export { INTERNATIONAL_COMPANY, JOB_COMPANY_FIELD, JOB_COMPANY_GROUP_BY, jobCompanyTabs } from './lib/listers/job-company-tabs';
export { CONTENT_LISTER_BLOCKS, contentListerExpression, type ContentListerHub } from './lib/listers/content-listers';
/** @public */
export { compatibleWith, listerRestriction, type ListerScope } from './lib/listers/lister-restriction';
export { RESTRICTED_FIELD, isRestrictedResult, restrictedDownloadsOf, type RestrictedDownloads } from './lib/listers/restricted-downloads';
/** @public */
export {
  ACCESSORIES_LISTER,
  ACCESSORY_CATEGORIES,
  GENERAL_DOWNLOADS_LISTER,
  LISTERS,
  PRODUCT_DOWNLOADS_LISTER,
  PRODUCT_CAROUSEL_SIZE,
  PRODUCT_LISTERS,
  type FacetDefinition,
  type ListerDefinition,
  type ListerId,
  type ProductListerId,
} from './lib/listers/lister-definitions';
