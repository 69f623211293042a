import type { Page } from '@playwright/test';
import { SAMPLE_PRODUCTS, type BrandId } from '@mbw/testing';

/**
 * What the search tests look for in local-services' Coveo index (built from its deterministic
 * catalog): a word every item of the brand carries (more than 30 products), and the sample
 * product's first variant.
 */
const ARTICLE_NUMBERS: Partial<Record<BrandId, string>> = { technologies: '142.270', sensor: '717.970' };

export function brandFor(brandId: BrandId) {
  const articleNumber = ARTICLE_NUMBERS[brandId];
  if (!articleNumber) throw new Error(`No search fixture for brand ${brandId}`);
  return { broadQuery: 'kestrel', articleNumber, productName: SAMPLE_PRODUCTS[brandId].name, productSlug: SAMPLE_PRODUCTS[brandId].slug };
}

/**
 * The lister pages local-services seeds per brand (its family pages: a ProductFamilyLister on the
 * families the site sells, an AccessoriesLister on /Accessories and /Nozzles).
 */
export const LISTER_PAGES: Record<BrandId, readonly string[]> = {
  group: [
    '/Hot-air-tools',
    '/Heat-guns',
    '/Extrusion-welders',
    '/Welding-machines',
    '/Industrial-hot-air-devices',
    '/Infrared-heaters',
    '/Laser-gas-detection',
    '/Laser-systems',
    '/Mass-flow-devices',
    '/Micro-optics',
    '/Infrared-sources',
    '/Wafer-processing-services',
    '/Hand-welding-tools',
    '/Nozzles',
    '/Accessories',
  ],
  technologies: [
    '/Hot-air-tools',
    '/Heat-guns',
    '/Extrusion-welders',
    '/Welding-machines',
    '/Industrial-hot-air-devices',
    '/Infrared-heaters',
    '/Nozzles',
    '/Accessories',
  ],
  sensor: [
    '/Laser-gas-detection',
    '/Laser-systems',
    '/Mass-flow-devices',
    '/Micro-optics',
    '/Infrared-sources',
    '/Wafer-processing-services',
    '/Accessories',
  ],
  'welding-tools': ['/Heat-guns', '/Hand-welding-tools', '/Nozzles', '/Accessories'],
};

/** The jobs, events, stories/jobs and downloads listers' pages, the same on every brand (local-services' seed). */
export const CONTENT_LISTER_PAGES = [
  '/company/careers',
  '/news/events',
  '/news/stories',
  '/service/downloads',
  '/service/product-downloads',
];

/**
 * The lister each flow brand is tested on in full: the heat guns on technologies (more than 30,
 * list, single-choice and numeric facets), the laser gas detectors on sensor (list facets only).
 */
export const FLOW_LISTERS: Partial<Record<BrandId, { path: string; title: string; facet: string; numeric: string | null }>> = {
  technologies: { path: '/en/Heat-guns', title: 'All heat guns', facet: 'Device shape', numeric: 'Power' },
  sensor: { path: '/en/Laser-gas-detection', title: 'All laser gas detectors', facet: 'Applications', numeric: null },
};

export function flowListerFor(brandId: BrandId) {
  const lister = FLOW_LISTERS[brandId];
  if (!lister) throw new Error(`No lister fixture for brand ${brandId}`);
  return lister;
}

/** The family each brand's product carousel block shows (local-services' /blocks/product-carousel), as its lister page. */
export const LISTER_BY_BRAND: Record<BrandId, string> = {
  group: '/en/Heat-guns',
  technologies: '/en/Heat-guns',
  sensor: '/en/Laser-gas-detection',
  'welding-tools': '/en/Heat-guns',
};

/** A lister block by its heading: its total (status), its result items (cards or rows, each with a heading) and its facets. */
export function listerOf(page: Page, title: string) {
  const lister = page.getByRole('region', { name: title });
  return {
    lister,
    status: lister.getByRole('status'),
    results: lister.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) }),
    filters: lister.getByRole('group', { name: 'Filters' }),
  };
}

/** The number of "{n} results". */
export const totalIn = (text: string | null) => Number(/^(\d+) results$/.exec(text ?? '')?.[1]);
/** The count of a facet value's or a tab's label, "Name (12)". */
export const countIn = (label: string | null) => Number(/\((\d+)\)\s*$/.exec(label ?? '')?.[1]);
