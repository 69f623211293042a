import {
  buildDateSortCriterion,
  buildFieldSortCriterion,
  defineFacet,
  defineNumericFacet,
  defineQuerySummary,
  defineResultList,
  defineSearchEngine,
  defineSearchParameterManager,
  defineSort,
  SortOrder,
  type InferStaticState,
  type SearchEngineConfiguration,
} from '@coveo/headless/ssr';
import {
  FACET_MAX_VALUES,
  NUMERIC_FACET_INJECTION_DEPTH,
  NUMERIC_RANGE_COUNT,
  type FacetDefinition,
  type ListerDefinition,
} from '@mbw/search-data-access';
import { RESULTS_PER_PAGE, RESULT_FIELDS } from '../search-page/search-page-model';
import { DOWNLOAD_FIELDS } from '../downloads/download-rows';
import { parseRange, type ListerUrlState } from './lister-url';

function facetController(facet: FacetDefinition) {
  if (facet.kind === 'numeric') {
    return defineNumericFacet({
      options: {
        facetId: facet.id,
        field: facet.field,
        generateAutomaticRanges: true,
        numberOfValues: NUMERIC_RANGE_COUNT,
        injectionDepth: NUMERIC_FACET_INJECTION_DEPTH,
      },
    });
  }
  return defineFacet({
    options: { facetId: facet.id, field: facet.field, numberOfValues: FACET_MAX_VALUES, sortCriteria: 'alphanumeric' },
  });
}

/** The lister's result order (the events' next first, stories newest first); none: relevancy (§9). */
function sortController(sort: NonNullable<ListerDefinition['sort']>) {
  const order = sort.order === 'ascending' ? SortOrder.Ascending : SortOrder.Descending;
  return {
    sort: defineSort({
      initialState: { criterion: sort.field === 'date' ? buildDateSortCriterion(order) : buildFieldSortCriterion(sort.field, order) },
    }),
  };
}

/**
 * A lister's engine (the real Coveo Headless SSR engine): its results, total and facets. The
 * server fetches its static state for the block's first page; the browser hydrates it to load
 * more. Facet changes navigate (the selection is the URL's), so the server answers them too.
 */
export function defineListerEngine(configuration: SearchEngineConfiguration, lister: ListerDefinition) {
  return defineSearchEngine({
    configuration,
    controllers: {
      results: defineResultList({
        options: {
          fieldsToInclude: [
            ...RESULT_FIELDS,
            ...lister.facets.map((facet) => facet.field),
            ...(lister.resultFields ?? []),
            ...(lister.results === 'downloads' ? DOWNLOAD_FIELDS : []),
          ],
        },
      }),
      summary: defineQuerySummary(),
      ...(lister.sort ? sortController(lister.sort) : {}),
      ...Object.fromEntries(lister.facets.map((facet) => [`facet-${facet.id}`, facetController(facet)])),
      // Last: it restores the URL's query and selections into the facets registered before it.
      parameters: defineSearchParameterManager(),
    },
  });
}

export type ListerEngineDefinition = ReturnType<typeof defineListerEngine>;
export type ListerStaticState = InferStaticState<ListerEngineDefinition>;

/** The parameter manager's props: the URL's query and selections, one page of results (server and browser alike). */
export function listerParameters(state: ListerUrlState, lister: ListerDefinition, numberOfResults = RESULTS_PER_PAGE) {
  const f: Record<string, string[]> = {};
  const nf: Record<string, Array<{ start: number; end: number; endInclusive: boolean; state: 'selected' }>> = {};
  for (const facet of lister.facets) {
    const values = state.selection[facet.id] ?? [];
    if (values.length === 0) continue;
    if (facet.kind === 'numeric') {
      // The URL keeps start..end; the end counts (a bound is in the range that ends there too).
      nf[facet.id] = values.flatMap((value) => {
        const range = parseRange(value);
        return range ? [{ ...range, endInclusive: true, state: 'selected' as const }] : [];
      });
    } else f[facet.id] = [...values];
  }
  return { parameters: { initialState: { parameters: { q: state.query, f, nf, numberOfResults } } } };
}
