import { PAGES } from './pages.ts';
import { type Language, type Localized, type SiteSeed, fill } from './sites.ts';

function pageTitle(path: string, language: Language): string {
  const page = PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No seeded page at ${path}`);
  return page.copy[language].title;
}

/** A menu item (spec discovery §3): Name and LinkedItem; sub-items have no flyout of their own. */
function link(path: string, language: Language) {
  return { Name: pageTitle(path, language), LinkedItem: { url: path } };
}

/** Product families shown in the products flyout (SubItems), per site. */
const PRODUCT_FAMILIES: Record<string, Array<{ en: string } & Partial<Localized>>> = {
  group: [
    { en: 'Plastic welding', de: 'Kunststoffschweissen', fr: 'Soudage des plastiques', it: 'Saldatura della plastica' },
    { en: 'Process heat', de: 'Prozesswärme', fr: 'Chaleur industrielle', it: 'Calore di processo' },
    { en: 'Sensors', de: 'Sensoren', fr: 'Capteurs', it: 'Sensori' },
    { en: 'Laser systems', de: 'Lasersysteme', fr: 'Systèmes laser', it: 'Sistemi laser' },
  ],
  technologies: [
    { en: 'Hot-air tools', de: 'Heissluftgeräte', fr: 'Appareils à air chaud', it: 'Apparecchi ad aria calda' },
    { en: 'Extrusion welders', de: 'Extrusionsschweissgeräte', fr: 'Extrudeuses de soudage', it: 'Estrusori di saldatura' },
    { en: 'Welding machines', de: 'Schweissautomaten', fr: 'Machines de soudage', it: 'Saldatrici automatiche' },
    { en: 'Industrial hot-air devices', de: 'Industrielle Heissluftgeräte', fr: 'Appareils à air chaud industriels', it: 'Apparecchi industriali ad aria calda' },
    { en: 'Infrared heaters', de: 'Infrarotstrahler', fr: 'Radiateurs infrarouges', it: 'Riscaldatori a infrarossi' },
  ],
  sensor: [
    { en: 'Laser gas detection', de: 'Laser-Gasdetektion', fr: 'Détection de gaz laser', it: 'Rilevamento laser dei gas' },
    { en: 'Mass flow devices', de: 'Massendurchflussgeräte', fr: 'Débitmètres massiques', it: 'Misuratori di portata massica' },
    { en: 'Infrared sources', de: 'Infrarotquellen', fr: 'Sources infrarouges', it: 'Sorgenti a infrarossi' },
    { en: 'Micro-optics', de: 'Mikrooptik', fr: 'Micro-optique', it: 'Micro-ottica' },
  ],
  'welding-tools': [
    { en: 'Hand welding tools', de: 'Handschweissgeräte', fr: 'Outils de soudage manuels', it: 'Utensili di saldatura manuali' },
    { en: 'Heat guns', de: 'Heissluftpistolen', fr: 'Pistolets à air chaud', it: 'Pistole ad aria calda' },
    { en: 'Nozzles', de: 'Düsen', fr: 'Buses', it: 'Ugelli' },
    { en: 'Accessories', de: 'Zubehör', fr: 'Accessoires', it: 'Accessori' },
  ],
};

/** Answer of the products-menu endpoint (spec discovery §7): SubItems for the flyout. */
export function productsMenu(site: SiteSeed, language: Language) {
  return {
    SubItems: (PRODUCT_FAMILIES[site.name] ?? []).map((family) => ({
      Name: family[language] ?? family.en,
      NameEn: family.en,
      ImageUrl: null,
    })),
  };
}

/** The Header rendering (menu data, spec discovery §3 "Menu item"), shared by every page of a site. */
export function headerRendering(site: SiteSeed, language: Language) {
  const item = (path: string, extra: Record<string, unknown> = {}) => ({
    ...link(path, language),
    FlyoutDesignType: null,
    Endpoint: null,
    ShowThumbnails: false,
    Level3Items: [],
    ...extra,
  });
  return {
    uid: `header-${site.name}`,
    componentName: 'Header',
    fields: {
      MenuItems: [
        item('/products', {
          FlyoutDesignType: 'ProductList',
          Endpoint: `/api/menu/products?site=${site.name}&sc_lang=${language}`,
          ShowThumbnails: true,
        }),
        item('/company', {
          FlyoutDesignType: 'OneSection',
          Level3Items: [link('/company/history', language), link('/company/sustainability', language)],
        }),
        item('/news'),
        item('/contact'),
      ],
      TopInfoLinks: [{ href: '/contact', text: pageTitle('/contact', language) }],
    },
  };
}

const FOOTER_HEADINGS: Record<Language, { company: string; service: string; legal: string }> = {
  en: { company: 'Company', service: 'Service', legal: 'Legal' },
  de: { company: 'Unternehmen', service: 'Service', legal: 'Rechtliches' },
  fr: { company: 'Entreprise', service: 'Service', legal: 'Mentions' },
  it: { company: 'Azienda', service: 'Servizio', legal: 'Note legali' },
};

export function footerRendering(site: SiteSeed, language: Language) {
  const headings = FOOTER_HEADINGS[language];
  const links = (...paths: string[]) =>
    paths.map((path) => ({ value: { href: path, text: pageTitle(path, language) } }));
  return {
    uid: `footer-${site.name}`,
    componentName: 'Footer',
    fields: {
      Columns: [
        { Title: { value: headings.company }, Links: links('/company', '/company/history', '/company/sustainability') },
        { Title: { value: headings.service }, Links: links('/contact', '/news') },
        { Title: { value: headings.legal }, Links: links('/imprint') },
      ],
      Claim: { value: fill('{tagline}', site, language) },
    },
  };
}
