import { COMPANY_ENTRIES, NEWS_ENTRIES, SERVICE_SECTIONS, SOLUTION_INDUSTRIES, SOLUTION_SERVICES, menuPages } from './menu-pages.ts';
import { PRODUCT_FAMILIES } from '../../product-data/seed/product-families.ts';
import { PAGES, type PageSeed } from './pages.ts';
import { type Language, type SiteSeed, fill } from './sites.ts';

let allPages: PageSeed[] | undefined;

function pageTitle(path: string, language: Language): string {
  allPages ??= [...PAGES, ...menuPages()];
  const page = allPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No seeded page at ${path}`);
  return page.copy[language].title;
}

/** A menu item (spec discovery §3): Name and LinkedItem; sub-items have no flyout of their own. */
function link(path: string, language: Language) {
  return { Name: pageTitle(path, language), LinkedItem: { url: path } };
}

/** Answer of the products-menu endpoint (spec discovery §7): SubItems for the flyout. */
export function productsMenu(site: SiteSeed, language: Language) {
  return {
    SubItems: (PRODUCT_FAMILIES[site.name] ?? []).map((family) => ({
      Name: family[language],
      NameEn: family.en,
      ImageUrl: null,
    })),
  };
}

const SECTION_TITLES = {
  industries: { en: 'Industries', de: 'Branchen', fr: 'Secteurs', it: 'Settori' },
  services: { en: 'Services', de: 'Dienstleistungen', fr: 'Services', it: 'Servizi' },
} as const;

/** A flyout section: a titled menu item whose Level3Items are its links. */
function section(title: string, paths: string[], language: Language) {
  return { Name: title, LinkedItem: null, Level3Items: paths.map((path) => link(path, language)) };
}

const pathsOf = (entries: Array<{ path: string }>) => entries.map((entry) => entry.path);

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
        item('/solutions', {
          FlyoutDesignType: 'TwoSections',
          Level3Items: [
            section(SECTION_TITLES.industries[language], pathsOf(SOLUTION_INDUSTRIES), language),
            section(SECTION_TITLES.services[language], pathsOf(SOLUTION_SERVICES), language),
          ],
        }),
        item('/company', {
          FlyoutDesignType: 'OneSection',
          Level3Items: [
            section(
              pageTitle('/company', language),
              ['/company', '/company/history', '/company/sustainability', ...pathsOf(COMPANY_ENTRIES), '/news', ...pathsOf(NEWS_ENTRIES)],
              language,
            ),
          ],
        }),
        item('/service', {
          FlyoutDesignType: 'ThreeSections',
          Level3Items: SERVICE_SECTIONS.map((entry) => section(entry.title[language], pathsOf(entry.entries), language)),
        }),
        item('/contact'),
      ],
      TopInfoLinks: [
        { href: '/contact', text: pageTitle('/contact', language) },
        { href: '/company/careers', text: pageTitle('/company/careers', language) },
      ],
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
  const links = (...paths: string[]) => paths.map((path) => ({ value: { href: path, text: pageTitle(path, language) } }));
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
