import { MENU_FAMILIES, PRODUCT_FAMILY_NAMES, type ProductFamilyKey } from '../../product-data/seed/product-families.ts';
import { CONTENT_LISTER_PAGES, DOWNLOADS_LISTERS, listerFor } from './listers.ts';
import type { PageSeed } from './pages.ts';
import { LANGUAGES, type Language, type Localized } from './sites.ts';

/**
 * Pages behind the menu's flyout links, and a 7-level trail for the breadcrumb. Their copy is
 * short and templated in the four languages; the hand-written pages are in pages.ts.
 */
export interface MenuEntry {
  path: string;
  label: Localized;
}

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

export const SOLUTION_INDUSTRIES: MenuEntry[] = [
  { path: '/solutions/roofing', label: L('Roofing', 'Bedachung', 'Toiture', 'Coperture') },
  { path: '/solutions/construction', label: L('Construction', 'Bau', 'Construction', 'Edilizia') },
  { path: '/solutions/automotive', label: L('Automotive', 'Automobil', 'Automobile', 'Automotive') },
  { path: '/solutions/packaging', label: L('Packaging', 'Verpackung', 'Emballage', 'Imballaggio') },
  { path: '/solutions/medical', label: L('Medical technology', 'Medizintechnik', 'Technologie médicale', 'Tecnologia medica') },
  { path: '/solutions/textiles', label: L('Textiles', 'Textilien', 'Textiles', 'Tessili') },
  { path: '/solutions/electronics', label: L('Electronics', 'Elektronik', 'Électronique', 'Elettronica') },
  { path: '/solutions/energy', label: L('Energy', 'Energie', 'Énergie', 'Energia') },
];

export const SOLUTION_SERVICES: MenuEntry[] = [
  { path: '/solutions/training', label: L('Training', 'Schulung', 'Formation', 'Formazione') },
  { path: '/solutions/repair', label: L('Repair', 'Reparatur', 'Réparation', 'Riparazione') },
  { path: '/solutions/rental', label: L('Rental', 'Miete', 'Location', 'Noleggio') },
  { path: '/solutions/consulting', label: L('Consulting', 'Beratung', 'Conseil', 'Consulenza') },
];

export const COMPANY_ENTRIES: MenuEntry[] = [
  { path: '/company/careers', label: L('Careers', 'Karriere', 'Carrières', 'Carriere') },
  { path: '/company/management', label: L('Management', 'Geschäftsleitung', 'Direction', 'Direzione') },
  { path: '/company/locations', label: L('Locations', 'Standorte', 'Sites', 'Sedi') },
  { path: '/company/quality', label: L('Quality', 'Qualität', 'Qualité', 'Qualità') },
  { path: '/company/partners', label: L('Partners', 'Partner', 'Partenaires', 'Partner') },
  { path: '/company/media', label: L('Media', 'Medien', 'Médias', 'Media') },
];

export const SERVICE_SECTIONS: Array<{ title: Localized; entries: MenuEntry[] }> = [
  {
    title: L('Support', 'Support', 'Assistance', 'Assistenza'),
    entries: [
      { path: '/service/faq', label: L('Frequently asked questions', 'Häufige Fragen', 'Questions fréquentes', 'Domande frequenti') },
      { path: '/service/spare-parts', label: L('Spare parts', 'Ersatzteile', 'Pièces de rechange', 'Ricambi') },
      { path: '/service/downloads', label: L('Downloads', 'Downloads', 'Téléchargements', 'Download') },
      {
        path: '/service/product-downloads',
        label: L('Product downloads', 'Produkt-Downloads', 'Téléchargements produits', 'Download dei prodotti'),
      },
    ],
  },
  {
    title: L('Learning', 'Lernen', 'Apprendre', 'Imparare'),
    entries: [
      { path: '/service/courses', label: L('Courses', 'Kurse', 'Cours', 'Corsi') },
      { path: '/service/webinars', label: L('Webinars', 'Webinare', 'Webinaires', 'Webinar') },
    ],
  },
  {
    title: L('Buying', 'Einkaufen', 'Acheter', 'Acquistare'),
    entries: [{ path: '/service/dealers', label: L('Find a dealer', 'Händler finden', 'Trouver un revendeur', 'Trova un rivenditore') }],
  },
];

/** The events and the stories/jobs listers' pages under News (listers.ts). */
export const NEWS_ENTRIES: MenuEntry[] = [
  { path: '/news/events', label: L('Events', 'Veranstaltungen', 'Événements', 'Eventi') },
  { path: '/news/stories', label: L('Stories', 'Geschichten', 'Histoires', 'Storie') },
];

/** Seven breadcrumb entries deep (home included): the breadcrumb collapses above five. */
export const DEEP_TRAIL: MenuEntry[] = [
  { path: '/company/locations/europe', label: L('Europe', 'Europa', 'Europe', 'Europa') },
  { path: '/company/locations/europe/switzerland', label: L('Switzerland', 'Schweiz', 'Suisse', 'Svizzera') },
  { path: '/company/locations/europe/switzerland/sarnen', label: L('Sarnen', 'Sarnen', 'Sarnen', 'Sarnen') },
  {
    path: '/company/locations/europe/switzerland/sarnen/visitor-centre',
    label: L('Visitor centre', 'Besucherzentrum', "Centre d'accueil", 'Centro visitatori'),
  },
];

const INTRO: Localized = {
  en: '{label} at {brand}.',
  de: '{label} bei {brand}.',
  fr: '{label} chez {brand}.',
  it: '{label} presso {brand}.',
};
const BODY: Localized = {
  en: '<p>Our specialists are glad to tell you more. <a href="/contact">Contact us</a>.</p>',
  de: '<p>Unsere Fachleute erzählen Ihnen gerne mehr. <a href="/contact">Kontaktieren Sie uns</a>.</p>',
  fr: '<p>Nos spécialistes vous en diront volontiers davantage. <a href="/contact">Contactez-nous</a>.</p>',
  it: '<p>I nostri specialisti vi diranno volentieri di più. <a href="/contact">Contattateci</a>.</p>',
};

function page(path: string, label: Localized): PageSeed {
  const copy = Object.fromEntries(
    LANGUAGES.map((language: Language) => [
      language,
      {
        title: label[language],
        description: INTRO[language].replace('{label}', label[language]),
        heading: label[language],
        intro: INTRO[language].replace('{label}', label[language]),
        body: BODY[language],
      },
    ]),
  ) as PageSeed['copy'];
  return { path, template: 'ContentPage', copy };
}

/** Every generated page: solutions, company, service, the deep trail, news' events and stories, and one per product family (with its lister, listers.ts). */
export function menuPages(): PageSeed[] {
  const families = new Set<ProductFamilyKey>(Object.values(MENU_FAMILIES).flat());
  return [
    page('/solutions', L('Solutions', 'Lösungen', 'Solutions', 'Soluzioni')),
    page('/service', L('Service', 'Service', 'Service', 'Assistenza')),
    ...[
      ...SOLUTION_INDUSTRIES,
      ...SOLUTION_SERVICES,
      ...COMPANY_ENTRIES,
      ...SERVICE_SECTIONS.flatMap((section) => section.entries),
      ...DEEP_TRAIL,
      ...NEWS_ENTRIES,
    ].map((entry) => {
      const lister = CONTENT_LISTER_PAGES[entry.path] ?? DOWNLOADS_LISTERS[entry.path];
      return { ...page(entry.path, entry.label), ...(lister ? { lister } : {}) };
    }),
    // Spec discovery §2: product links in a flyout go to /{language}/{English name with hyphens}.
    ...[...families].map((key) => {
      const label = PRODUCT_FAMILY_NAMES[key];
      const lister = listerFor(key);
      return { ...page(`/${label.en.trim().replace(/\s+/g, '-')}`, label), ...(lister ? { lister } : {}) };
    }),
  ];
}
