import { contactRows } from './account/contacts.ts';
import { contactInfoRows } from './contact-info.ts';
import { accountPageRows } from './account/pages.ts';
import { contactFormPageRows } from './contact-forms.ts';
import type { SiteName } from '../../product-data/seed/catalog/families.ts';
import { BLOCK_SEEDS } from './blocks/index.ts';
import { NEWSLETTER_PAGE_PATH } from './blocks/newsletter-blocks.ts';
import type { BlockRendering } from './blocks/types.ts';
import { contactPointItemRows } from '../../maps/seed/contact-points.ts';
import { itemId } from './ids.ts';
import { locatorPageRows } from './locator-page.ts';
import { homeRenderings } from './home.ts';
import { footerRendering, headerRendering } from './navigation.ts';
import { menuPages } from './menu-pages.ts';
import { HOSTILE_RICH_TEXT, HOSTILE_TEXT_FIELD, NOT_FOUND_COPY, PAGES, type PageSeed } from './pages.ts';
import { LANGUAGES, type Language, type SiteSeed, fill } from './sites.ts';

/** One stored route: an item in one language, without the shared header/footer partials. */
export interface ItemRow {
  site: string;
  path: string;
  language: Language;
  id: string;
  name: string;
  displayName: string;
  template: string;
  fields: Record<string, unknown>;
  main: unknown[];
}

function itemName(path: string): string {
  return path === '/' ? 'home' : (path.split('/').pop() ?? path);
}

function pageRow(site: SiteSeed, page: PageSeed, language: Language): ItemRow {
  const copy = page.copy[language];
  const text = (value: string) => fill(value, site, language);
  const id = itemId(site.name, page.path);
  const hero = {
    uid: itemId(site.name, page.path, 'hero'),
    componentName: 'Hero',
    dataSource: `{${itemId(site.name, page.path, 'hero-ds')}}`,
    fields: { Title: { value: text(copy.heading) }, Text: { value: text(copy.intro) } },
    params: { Variant: 'Default' },
  };
  const body = {
    uid: itemId(site.name, page.path, 'body'),
    componentName: 'RichText',
    dataSource: `{${itemId(site.name, page.path, 'body-ds')}}`,
    fields: { Text: { value: text(copy.body) } },
  };
  const lister = page.lister?.sites.includes(site.name as SiteName)
    ? [
        {
          uid: itemId(site.name, page.path, 'lister'),
          componentName: page.lister.componentName,
          dataSource: `{${itemId(site.name, page.path, 'lister-ds')}}`,
          fields: { Title: { value: page.lister.title[language] } },
          ...(page.lister.params ? { params: page.lister.params } : {}),
        },
      ]
    : [];
  return {
    site: site.name,
    path: page.path,
    language,
    id,
    name: itemName(page.path),
    displayName: text(copy.title),
    template: page.template,
    fields: {
      pageTitle: { value: page.path === '/' ? text('{brand}') : text(copy.title) },
      metaDescription: { value: text(copy.description) },
      ogTitle: { value: text(copy.heading) },
      ...(page.restricted ? { 'Is Page User Restricted': { value: true } } : {}),
    },
    // The home page is built from content blocks like a real corporate home page (home.ts).
    main: page.path === '/' ? homeRenderings(site, language) : [hero, body, ...lister],
  };
}

function notFoundRow(site: SiteSeed, language: Language): ItemRow {
  const copy = NOT_FOUND_COPY[language];
  return {
    site: site.name,
    path: '/404',
    language,
    id: itemId(site.name, '/404'),
    name: '404',
    displayName: copy.title,
    template: 'NotFoundPage',
    fields: {
      pageTitle: { value: copy.title },
      metaDescription: { value: copy.description },
      ErrorCode: { value: '404' },
      Title: { value: copy.title },
      Description: { value: copy.description },
      HomeLink: { value: { href: '/', text: copy.home } },
      ContactLink: { value: { href: '/contact', text: copy.contact } },
    },
    main: [],
  };
}

function hostileRow(site: SiteSeed, language: Language): ItemRow {
  return {
    site: site.name,
    path: '/qa/sanitising',
    language,
    id: itemId(site.name, '/qa/sanitising'),
    name: 'sanitising',
    displayName: 'Rich text safety',
    template: 'ContentPage',
    fields: { pageTitle: { value: 'Rich text safety' }, metaDescription: { value: 'Sanitiser check page.' } },
    main: [
      {
        // Text fields travel in the page's inline hydration data: a closing tag must not end that script.
        uid: itemId(site.name, '/qa/sanitising', 'hero'),
        componentName: 'Hero',
        fields: { Title: { value: HOSTILE_TEXT_FIELD }, Text: { value: 'Sanitiser check page.' } },
      },
      {
        uid: itemId(site.name, '/qa/sanitising', 'body'),
        componentName: 'RichText',
        fields: { Text: { value: HOSTILE_RICH_TEXT } },
      },
      // A component this site has no renderer for: the site shows a dev-only notice.
      { uid: itemId(site.name, '/qa/sanitising', 'unknown'), componentName: 'RetiredTeaser', fields: {} },
    ],
  };
}

const BLOCK_PAGES = {
  index: {
    en: { title: 'Content blocks', intro: 'Every block editors can place on a page, each on its own page.' },
    de: { title: 'Inhaltsblöcke', intro: 'Alle Blöcke, die Redaktionen auf einer Seite platzieren können, jeder auf einer eigenen Seite.' },
    fr: { title: 'Blocs de contenu', intro: 'Tous les blocs que la rédaction peut placer sur une page, chacun sur sa propre page.' },
    it: { title: 'Blocchi di contenuto', intro: 'Tutti i blocchi che la redazione può inserire in una pagina, ognuno nella sua pagina.' },
  },
  missingContent: {
    en: {
      title: 'Test page: missing content',
      intro: 'A test page, in no menu: blocks whose datasource is missing show the notice editors see.',
    },
    de: {
      title: 'Testseite: fehlende Inhalte',
      intro: 'Eine Testseite, in keinem Menü: Blöcke ohne Datenquelle zeigen den Hinweis für Redaktionen.',
    },
    fr: {
      title: 'Page de test : contenu manquant',
      intro: 'Une page de test, dans aucun menu : les blocs sans source de données affichent l’avis destiné à la rédaction.',
    },
    it: {
      title: 'Pagina di test: contenuto mancante',
      intro: 'Una pagina di test, in nessun menu: i blocchi senza fonte dati mostrano l’avviso per la redazione.',
    },
  },
  newsletter: {
    en: {
      title: 'Newsletter',
      intro: 'News from {brand} once a month: new products, application tips and trade fair dates.',
      body: '<p>Customers with an account choose their newsletters under My Account, My newsletters.</p>',
    },
    de: {
      title: 'Newsletter',
      intro: 'Neuigkeiten von {brand} einmal im Monat: neue Produkte, Anwendungstipps und Messetermine.',
      body: '<p>Kundinnen und Kunden mit Konto wählen ihre Newsletter unter Mein Konto, Meine Newsletter.</p>',
    },
    fr: {
      title: 'Newsletter',
      intro: 'Les nouvelles de {brand} une fois par mois : nouveaux produits, conseils d’application et dates des salons.',
      body: '<p>Les clients disposant d’un compte choisissent leurs newsletters sous Mon compte, Mes newsletters.</p>',
    },
    it: {
      title: 'Newsletter',
      intro: 'Le novità di {brand} una volta al mese: nuovi prodotti, consigli applicativi e date delle fiere.',
      body: '<p>I clienti con un account scelgono le loro newsletter in Il mio account, Le mie newsletter.</p>',
    },
  },
  kitchenSink: {
    en: { title: 'All content blocks', intro: 'Every content block on one page, as editors would combine them.' },
    de: { title: 'Alle Inhaltsblöcke', intro: 'Alle Inhaltsblöcke auf einer Seite, so wie Redaktionen sie kombinieren würden.' },
    fr: {
      title: 'Tous les blocs de contenu',
      intro: 'Tous les blocs de contenu sur une seule page, tels que la rédaction les combinerait.',
    },
    it: { title: 'Tutti i blocchi di contenuto', intro: 'Tutti i blocchi di contenuto in una pagina, come la redazione li combinerebbe.' },
  },
} as const;

/** A content page made of a hero and the given renderings (block pages and the kitchen sink). */
function blockPageRow(
  site: SiteSeed,
  language: Language,
  path: string,
  title: string,
  intro: string,
  renderings: BlockRendering[],
): ItemRow {
  return {
    site: site.name,
    path,
    language,
    id: itemId(site.name, path),
    name: itemName(path),
    displayName: title,
    template: 'ContentPage',
    fields: { pageTitle: { value: title }, metaDescription: { value: intro }, ogTitle: { value: title } },
    main: [
      {
        uid: itemId(site.name, path, 'hero'),
        componentName: 'Hero',
        fields: { Title: { value: title }, Text: { value: intro } },
        params: { Variant: 'Default' },
      },
      ...renderings,
    ],
  };
}

/**
 * /blocks (an index linking every block page), /blocks/{slug} per block, /qa/kitchen-sink and the
 * test page /qa/missing-content (the blocks' editor notices, spec discovery §8; in no menu).
 */
function blockRows(site: SiteSeed, language: Language): ItemRow[] {
  const index = BLOCK_PAGES.index[language];
  const sink = BLOCK_PAGES.kitchenSink[language];
  const gaps = BLOCK_PAGES.missingContent[language];
  const newsletter = BLOCK_PAGES.newsletter[language];
  const links = BLOCK_SEEDS.map((block) => `<li><a href="/blocks/${block.slug}">${block.title[language]}</a></li>`).join('');
  const rows = [
    blockPageRow(site, language, '/blocks', index.title, index.intro, [
      { uid: itemId(site.name, '/blocks', 'list'), componentName: 'RichText', fields: { Text: { value: `<ul>${links}</ul>` } } },
    ]),
    ...BLOCK_SEEDS.map((block) =>
      blockPageRow(site, language, `/blocks/${block.slug}`, block.title[language], index.intro, block.renderings(site, language)),
    ),
    // Where the newsletter sign-up block's call to action leads (with ?email=).
    blockPageRow(site, language, NEWSLETTER_PAGE_PATH, newsletter.title, fill(newsletter.intro, site, language), [
      {
        uid: itemId(site.name, NEWSLETTER_PAGE_PATH, 'body'),
        componentName: 'RichText',
        fields: { Text: { value: newsletter.body } },
      },
    ]),
    blockPageRow(
      site,
      language,
      '/qa/kitchen-sink',
      sink.title,
      sink.intro,
      BLOCK_SEEDS.flatMap((block) => block.renderings(site, language)),
    ),
    blockPageRow(
      site,
      language,
      '/qa/missing-content',
      gaps.title,
      gaps.intro,
      BLOCK_SEEDS.flatMap((block) => block.gaps?.(site, language) ?? []),
    ),
  ];
  return rows;
}

export function itemRows(sites: SiteSeed[]): ItemRow[] {
  const rows: ItemRow[] = [];
  for (const site of sites) {
    for (const language of LANGUAGES) {
      for (const page of [...PAGES, ...menuPages()]) rows.push(pageRow(site, page, language));
      rows.push(notFoundRow(site, language));
      rows.push(hostileRow(site, language));
      rows.push(...blockRows(site, language));
      rows.push(...accountPageRows(site, language));
      rows.push(...contactFormPageRows(site, language)); // issue 28: the contact form pages
      rows.push(...locatorPageRows(site, language));
    }
  }
  rows.push(...contactRows());
  rows.push(...contactPointItemRows(LANGUAGES));
  rows.push(...contactInfoRows(LANGUAGES)); // issue 28: the contact pages' country defaults
  return rows;
}

export function partials(site: SiteSeed, language: Language) {
  return { 'jss-header': [headerRendering(site, language)], 'jss-footer': [footerRendering(site, language)] };
}
