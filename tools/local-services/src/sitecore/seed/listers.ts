import { ACCESSORY_CATEGORIES, DEVICE_FAMILIES, type SiteName } from '../../product-data/seed/catalog/families.ts';
import type { ProductFamilyKey } from '../../product-data/seed/product-families.ts';
import type { Localized } from './sites.ts';

/**
 * The lister block of a product family's page (spec discovery §2 "Product-family search pages"):
 * after the page's heading and intro, a `ProductFamilyLister` (params.family: the catalog's family
 * key, the @pimclassification of its products) on the family pages of every device family, and an
 * `AccessoriesLister` on the accessories page (every accessory category) and on the nozzles page
 * (params.category 'Nozzles'). Seeded only on the sites that sell the family (the catalog's
 * `sites`): elsewhere the page keeps just its heading and intro, as a lister there would be empty.
 */
export interface ListerSeed {
  componentName:
    | 'ProductFamilyLister'
    | 'AccessoriesLister'
    | 'EventsLister'
    | 'JobsLister'
    | 'StoriesLister'
    | 'DownloadsLister'
    | 'ProductDownloadsLister';
  params?: Record<string, string>;
  title: Localized;
  sites: SiteName[];
}

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

/** The lister's Title per family, as an editor would write it. */
const TITLES: Partial<Record<ProductFamilyKey, Localized>> = {
  'hot-air-tools': L('All hot-air tools', 'Alle Heissluftgeräte', 'Tous les appareils à air chaud', 'Tutti gli apparecchi ad aria calda'),
  'heat-guns': L('All heat guns', 'Alle Heissluftpistolen', 'Tous les pistolets à air chaud', 'Tutte le pistole ad aria calda'),
  'extrusion-welders': L(
    'All extrusion welders',
    'Alle Extrusionsschweissgeräte',
    'Toutes les extrudeuses de soudage',
    'Tutti gli estrusori di saldatura',
  ),
  'welding-machines': L(
    'All welding machines',
    'Alle Schweissautomaten',
    'Toutes les machines de soudage',
    'Tutte le saldatrici automatiche',
  ),
  'industrial-hot-air': L(
    'All industrial hot-air devices',
    'Alle industriellen Heissluftgeräte',
    'Tous les appareils à air chaud industriels',
    'Tutti gli apparecchi industriali ad aria calda',
  ),
  'infrared-heaters': L(
    'All infrared heaters',
    'Alle Infrarotstrahler',
    'Tous les radiateurs infrarouges',
    'Tutti i riscaldatori a infrarossi',
  ),
  'laser-gas-detection': L(
    'All laser gas detectors',
    'Alle Laser-Gasdetektoren',
    'Tous les détecteurs de gaz laser',
    'Tutti i rilevatori laser di gas',
  ),
  'laser-systems': L('All laser systems', 'Alle Lasersysteme', 'Tous les systèmes laser', 'Tutti i sistemi laser'),
  'mass-flow': L(
    'All mass flow devices',
    'Alle Massendurchflussgeräte',
    'Tous les débitmètres massiques',
    'Tutti i misuratori di portata massica',
  ),
  'micro-optics': L('All micro-optics', 'Alle Mikrooptiken', 'Toute la micro-optique', 'Tutta la micro-ottica'),
  'infrared-sources': L('All infrared sources', 'Alle Infrarotquellen', 'Toutes les sources infrarouges', 'Tutte le sorgenti a infrarossi'),
  'hand-welding-tools': L(
    'All hand welding tools',
    'Alle Handschweissgeräte',
    'Tous les outils de soudage manuels',
    'Tutti gli utensili di saldatura manuali',
  ),
  'wafer-processing': L(
    'All wafer processing services',
    'Alle Wafer-Bearbeitungen',
    'Tous les services de traitement de plaquettes',
    'Tutti i servizi di lavorazione di wafer',
  ),
  nozzles: L('All nozzles', 'Alle Düsen', 'Toutes les buses', 'Tutti gli ugelli'),
  accessories: L('All accessories', 'Alles Zubehör', 'Tous les accessoires', 'Tutti gli accessori'),
};

const accessorySites = (family: 'nozzles' | 'accessories'): SiteName[] => [
  ...new Set(ACCESSORY_CATEGORIES.filter((category) => category.family === family).flatMap((category) => category.sites)),
];

/** The lister of a family page, or none (the group site's headings). */
export function listerFor(key: ProductFamilyKey): ListerSeed | undefined {
  const title = TITLES[key];
  if (!title) return undefined;
  if (key === 'accessories') return { componentName: 'AccessoriesLister', title, sites: accessorySites(key) };
  if (key === 'nozzles') return { componentName: 'AccessoriesLister', params: { category: 'Nozzles' }, title, sites: accessorySites(key) };
  const family = DEVICE_FAMILIES.find((candidate) => candidate.key === key);
  return family ? { componentName: 'ProductFamilyLister', params: { family: key }, title, sites: family.sites } : undefined;
}

/**
 * The content listers (spec discovery §2 "events lister; jobs lister with company tabs;
 * stories/jobs search page"), on every site: the jobs lister on the careers page (its jobs link
 * there), the events and the stories/jobs listers on pages of their own under News (the index's
 * events and stories link there), so each page's URL state (?q=&f-…=) belongs to one lister.
 */
export const CONTENT_LISTER_PAGES: Record<string, ListerSeed> = {
  '/company/careers': {
    componentName: 'JobsLister',
    title: L('Open positions', 'Offene Stellen', 'Postes ouverts', 'Posizioni aperte'),
    sites: ['group', 'technologies', 'sensor', 'welding-tools'],
  },
  '/news/events': {
    componentName: 'EventsLister',
    title: L('Upcoming events', 'Kommende Veranstaltungen', 'Événements à venir', 'Prossimi eventi'),
    sites: ['group', 'technologies', 'sensor', 'welding-tools'],
  },
  '/news/stories': {
    componentName: 'StoriesLister',
    title: L('Stories and jobs', 'Geschichten und Stellen', 'Histoires et emplois', 'Storie e lavori'),
    sites: ['group', 'technologies', 'sensor', 'welding-tools'],
  },
};

/** Every site: each has downloads (the group site's are its brands'). */
const ALL_SITES: SiteName[] = ['group', 'technologies', 'sensor', 'welding-tools'];

/**
 * The downloads listers' pages (spec discovery §2 "General downloads lister …; product-downloads
 * lister …"), in the Service menu's Support section of every site: the general downloads at
 * /service/downloads, the product downloads at /service/product-downloads.
 */
export const DOWNLOADS_LISTERS: Record<string, ListerSeed> = {
  '/service/downloads': {
    componentName: 'DownloadsLister',
    title: L('All downloads', 'Alle Downloads', 'Tous les téléchargements', 'Tutti i download'),
    sites: ALL_SITES,
  },
  '/service/product-downloads': {
    componentName: 'ProductDownloadsLister',
    title: L('Product downloads', 'Produkt-Downloads', 'Téléchargements produits', 'Download dei prodotti'),
    sites: ALL_SITES,
  },
};
