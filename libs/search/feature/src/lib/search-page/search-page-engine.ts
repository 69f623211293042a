import {
  defineFacet,
  defineQuerySummary,
  defineResultList,
  defineSearchEngine,
  defineSearchParameterManager,
  defineTab,
  defineTabManager,
  type InferStaticState,
  type SearchEngineConfiguration,
} from '@coveo/headless/ssr';
import type { SearchTab } from '@mbw/brand';
import { tabExpression } from '@mbw/search-data-access';

/** Results per page, and per load-more (spec discovery §9). */
export const RESULTS_PER_PAGE = 30;

/** The fields a result card reads (spec discovery §3), asked for by name so answers stay small. */
export const RESULT_FIELDS = [
  'source',
  'language',
  'isphasedout',
  'isprelaunch',
  'pimclassification',
  'pimclassificationtranslated',
  'herotemplatename',
  'category',
  'region',
  'variantarticlenumber',
  'variantnametranslated',
  'masterproductname',
  'masterproductrelativeurl',
  'pimproductid',
  'mainpicture320',
  'imgsrc',
  'target_article_number',
  'location',
  'country',
  'company',
  'storydate',
  'overline',
];

/**
 * The facets of the global search, each shown only on the tabs it applies to (spec discovery §2
 * "Facets show only for the tabs they apply to"): up to 999 values, sorted alphanumerically (§9).
 */
export const SEARCH_FACETS = [
  { id: 'classification', field: 'pimclassificationtranslated', tabs: ['products', 'variants'] },
  { id: 'category', field: 'category', tabs: ['accessories', 'stories'] },
  { id: 'region', field: 'region', tabs: ['stories'] },
  { id: 'company', field: 'company', tabs: ['careers'] },
] as const satisfies readonly { id: string; field: string; tabs: readonly SearchTab[] }[];

export type SearchFacetId = (typeof SEARCH_FACETS)[number]['id'];
export const MAX_FACET_VALUES = 999;

function facet({ id, field, tabs }: (typeof SEARCH_FACETS)[number]) {
  return defineFacet({
    options: { facetId: id, field, numberOfValues: MAX_FACET_VALUES, sortCriteria: 'alphanumeric', tabs: { included: [...tabs] } },
  });
}

function tab(id: SearchTab) {
  return defineTab({ options: { id, expression: tabExpression(id), clearFiltersOnTabChange: true } });
}

/**
 * The global search page's engine (the real Coveo Headless SSR engine): the server fetches its
 * static state in the loader, the browser hydrates it and loads more with it. One definition per
 * page view: the configuration carries the page's token.
 */
export function defineSearchPageEngine(configuration: SearchEngineConfiguration) {
  return defineSearchEngine({
    configuration,
    controllers: {
      parameters: defineSearchParameterManager(),
      results: defineResultList({ options: { fieldsToInclude: RESULT_FIELDS } }),
      summary: defineQuerySummary(),
      tabManager: defineTabManager(),
      products: tab('products'),
      accessories: tab('accessories'),
      contents: tab('contents'),
      stories: tab('stories'),
      careers: tab('careers'),
      variants: tab('variants'),
      classification: facet(SEARCH_FACETS[0]),
      category: facet(SEARCH_FACETS[1]),
      region: facet(SEARCH_FACETS[2]),
      company: facet(SEARCH_FACETS[3]),
    },
  });
}

export type SearchPageEngineDefinition = ReturnType<typeof defineSearchPageEngine>;
export type SearchPageStaticState = InferStaticState<SearchPageEngineDefinition>;
