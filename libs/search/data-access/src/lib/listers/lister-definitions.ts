import { CONTENT_LISTERS, type ContentListerHub } from './content-listers';
import { ACCESSORY_CATEGORY_FACET_ID } from './facet-reset';
import type { FacetSortKind } from './facet-sorting';
import type { NumericField } from './numeric-ranges';

/**
 * The listers and their facets (spec discovery §2 "Product-family search pages", "Other
 * listers"; §7 pipelines and hubs; §9 accessory categories). Field names as the index has them;
 * the issue names some the local stand-in does not index yet (libs/search/data-access README).
 */
export type ListerPipeline = 'SearchProduct' | 'Accessories' | 'GeneralDownloads' | 'Events' | 'Careers' | 'Stories';

export interface FacetDefinition {
  id: string;
  /** The index field, without `@`. */
  field: string;
  /** A numeric range facet (automatic ranges, the field's unit) or a list of values. */
  kind: 'values' | 'numeric';
  singleChoice?: boolean;
  /** Hidden when only one option exists (spec discovery §2 "Facets"). */
  needsTwoOptions?: boolean;
  /** Accessory facets: the categories the facet applies to (spec discovery §5). */
  categories?: readonly string[];
  /** The order of its values when not alphanumeric (§9: work load by percentage, event month by the number after the pipe). */
  sort?: FacetSortKind;
}

export interface ListerDefinition {
  pipeline: ListerPipeline;
  /** The search hub; null: the site's own hub (§7 names none for these listers). */
  hub: string | null;
  /** `@pimclassification` of a product-family lister. */
  classification: string | null;
  /** `@herotemplatename` of the items listed (a family lister lists products, not their variants); several: any of them. */
  template: string | readonly string[] | null;
  facets: readonly FacetDefinition[];
  /** The content listers (content-listers.ts): the brand's hub for their page type (config `search.hubs`), used when `hub` is null. */
  siteHub?: ContentListerHub;
  /** Fields their rows show besides the result card's. */
  resultFields?: readonly string[];
  /** The results' order; relevancy without one. `date` is the index's own date. */
  sort?: { field: string; order: 'ascending' | 'descending' };
  /** The jobs lister: tabs by company, counted by a group-by (job-company-tabs.ts). */
  companyTabs?: boolean;
  /** The accessories lister: narrowed to the accessories of a chosen product (?compatible=, `compatibleWith`). */
  compatibleProducts?: boolean;
  /** The events lister: only events that have not ended. */
  upcomingOnly?: boolean;
  /** How a result shows: a card (products, accessories) or a download row with bulk download (the downloads listers). */
  results?: 'cards' | 'downloads';
}

const values = (field: string, options: Omit<FacetDefinition, 'id' | 'field' | 'kind'> = {}): FacetDefinition => ({
  id: field,
  field,
  kind: 'values',
  ...options,
});
const numeric = (field: NumericField, options: Omit<FacetDefinition, 'id' | 'field' | 'kind'> = {}): FacetDefinition => ({
  id: field,
  field,
  kind: 'numeric',
  ...options,
});

/** §2: extrusion welders and heat guns share their facet kinds and numeric ranges. */
const HOT_AIR_TOOL_FACETS: readonly FacetDefinition[] = [
  values('solutions'),
  values('applications'),
  values('deviceshape', { singleChoice: true }),
  values('nozzleconnection', { singleChoice: true }),
  values('features'),
  numeric('power'),
  numeric('temperature'),
  numeric('airflow'),
  numeric('weight'),
];

const WELDING_MACHINE_FACETS: readonly FacetDefinition[] = [
  values('solutions'),
  values('applications'),
  values('weldingtechnology', { singleChoice: true }),
  values('seamtype'),
  values('stationaryoperation', { singleChoice: true }),
  values('datarecording', { singleChoice: true }),
  numeric('speed'),
];

/** The other product families: the spec names no facets of their own, so the two every family has. */
const FAMILY_FACETS: readonly FacetDefinition[] = [values('solutions'), values('applications')];

const family = (hub: string, classification: string, facets: readonly FacetDefinition[]): ListerDefinition => ({
  pipeline: 'SearchProduct',
  hub,
  classification,
  template: 'Product',
  facets,
});

export const PRODUCT_LISTERS = {
  // Two families of the local catalog that §2 does not list: their pages list them the same way.
  'hot-air-tools': family('Hot-Air-Tools', 'hot-air-tools', FAMILY_FACETS),
  'hand-welding-tools': family('Hand-Welding-Tools', 'hand-welding-tools', FAMILY_FACETS),
  'extrusion-welders': family('Extrusion-Welders', 'extrusion-welders', HOT_AIR_TOOL_FACETS),
  'heat-guns': family('Heat-Guns', 'heat-guns', HOT_AIR_TOOL_FACETS),
  'welding-machines': family('Welding-Machines', 'welding-machines', WELDING_MACHINE_FACETS),
  'industrial-hot-air': family('Industrial-hot-air-devices', 'industrial-hot-air', FAMILY_FACETS),
  'infrared-heaters': family('Infrared-Heaters', 'infrared-heaters', FAMILY_FACETS),
  'infrared-sources': family('Infrared-Sources', 'infrared-sources', FAMILY_FACETS),
  'laser-gas-detection': family('Laser-Gas-Detection', 'laser-gas-detection', FAMILY_FACETS),
  // §7 names no hub for laser systems: one in the pattern of the others.
  'laser-systems': family('Laser-Systems', 'laser-systems', FAMILY_FACETS),
  'mass-flow': family('Mass-Flow-Devices', 'mass-flow', FAMILY_FACETS),
  'micro-optics': family('Micro-Optics', 'micro-optics', []),
  'wafer-processing': family('Wafer-Processing-Services', 'wafer-processing', []),
} as const satisfies Record<string, ListerDefinition>;

export type ProductListerId = keyof typeof PRODUCT_LISTERS;

/** §9: the eleven accessory categories (`@category` of an accessory). */
export const ACCESSORY_CATEGORIES = [
  'Nozzles',
  'Control Components',
  'Testing Instruments',
  'Grooving Devices',
  'Consumables',
  'Welding Shoes',
  'Spare Parts',
  'Blowers',
  'General Accessories',
  'Machine Specific Accessories',
  'Laser Components',
] as const;

/** §9: "blowers have numeric facets for static pressure and airflow"; §5: the category facet is single choice, the others need two options. */
export const ACCESSORIES_LISTER: ListerDefinition = {
  pipeline: 'Accessories',
  compatibleProducts: true,
  hub: null,
  classification: null,
  template: 'Accessory',
  facets: [
    { id: ACCESSORY_CATEGORY_FACET_ID, field: 'category', kind: 'values', singleChoice: true },
    numeric('staticpressure', { needsTwoOptions: true, categories: ['Blowers'] }),
    numeric('airflow', { needsTwoOptions: true, categories: ['Blowers'] }),
  ],
};

/** The downloads' facets: the download type and the product group (classification) in the page language. */
const DOWNLOAD_TYPE_FACET: FacetDefinition = { id: 'type', field: 'downloadtype', kind: 'values' };
const CLASSIFICATION_FACET: FacetDefinition = { id: 'classification', field: 'pimclassificationtranslated', kind: 'values' };

/**
 * The general downloads lister (spec discovery §2: "with search, facets, select-all and bulk
 * download"; §7 pipeline GeneralDownloads, the brand's downloads hub). The spec does not name its
 * facets: the download type and the product group, as the product downloads page filters by type.
 */
export const GENERAL_DOWNLOADS_LISTER: ListerDefinition = {
  pipeline: 'GeneralDownloads',
  hub: null,
  classification: null,
  template: 'Download',
  facets: [DOWNLOAD_TYPE_FACET, CLASSIFICATION_FACET],
  results: 'downloads',
  siteHub: 'downloads',
};

/** The product-downloads lister (spec discovery §2: "with facets for classification and applications"). */
export const PRODUCT_DOWNLOADS_LISTER: ListerDefinition = {
  ...GENERAL_DOWNLOADS_LISTER,
  facets: [CLASSIFICATION_FACET, values('applications')],
};

/** Every lister a content block can place, by id: the product families, the accessories, the downloads, events, jobs and stories. */
export const LISTERS = {
  ...PRODUCT_LISTERS,
  accessories: ACCESSORIES_LISTER,
  downloads: GENERAL_DOWNLOADS_LISTER,
  'product-downloads': PRODUCT_DOWNLOADS_LISTER,
  // The events, jobs and stories/jobs listers (content-listers.ts).
  ...CONTENT_LISTERS,
} as const satisfies Record<string, ListerDefinition>;

export type ListerId = keyof typeof LISTERS;

/** Spec discovery §9: "product carousel default 15 products". */
export const PRODUCT_CAROUSEL_SIZE = 15;
