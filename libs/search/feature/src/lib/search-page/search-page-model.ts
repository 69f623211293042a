import type { SearchTab } from '@mbw/brand';

/**
 * What the global search page asks and shows, without the engine (the page's own module must not
 * pull @coveo/headless into its first load: search-page-engine.ts is imported lazily).
 */

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
  // The English category (the compare list's key, the listers' compare checkbox).
  'categoryen',
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
