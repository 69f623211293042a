import { SOLUTIONS } from '../../product-data/seed/catalog/domains.ts';
import { SERVICES } from '../../maps/seed/contact-points.ts';
import { itemId } from './ids.ts';
import type { Language, Localized, SiteSeed } from './sites.ts';

/**
 * The sales and service points page (spec discovery §2 "Sales and service points") of every site:
 * /sales-and-service-points, its main placeholder holding the one `SalesAndServicePoints`
 * rendering. Its datasource is what editors set: the title, the back link used when the visitor
 * did not come from a product page or the wishlist (the server-supplied url and description), the
 * default map centre (spec §9 "default coordinates from content"; Lucerne) and the filter
 * categories with their checkbox items (ids: the points' service and solution ids, lower case).
 */
export const LOCATOR_PAGE_PATH = '/sales-and-service-points';

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

const COPY = {
  title: L('Sales and service points', 'Verkaufs- und Servicestellen', 'Points de vente et de service', 'Punti vendita e assistenza'),
  description: L(
    'Find a sales or service point near you.',
    'Finden Sie eine Verkaufs- oder Servicestelle in Ihrer Nähe.',
    'Trouvez un point de vente ou de service près de chez vous.',
    'Trova un punto vendita o assistenza vicino a te.',
  ),
  back: L('Back to contact', 'Zurück zum Kontakt', 'Retour au contact', 'Torna ai contatti'),
  filter: L('Filter', 'Filter', 'Filtrer', 'Filtra'),
  services: L('Services', 'Dienstleistungen', 'Services', 'Servizi'),
  solutions: L('Solutions', 'Lösungen', 'Solutions', 'Soluzioni'),
};

function category(site: SiteSeed, key: string, title: string, entries: Array<[string, Localized]>, language: Language) {
  return {
    id: itemId(site.name, LOCATOR_PAGE_PATH, 'category', key),
    name: key,
    fields: {
      Title: { value: title },
      Items: entries.map(([id, label]) => ({
        id: itemId(site.name, LOCATOR_PAGE_PATH, 'filter', id),
        name: id,
        fields: { Key: { value: id }, Label: { value: label[language] } },
      })),
    },
  };
}

export function locatorPageRows(site: SiteSeed, language: Language) {
  const title = COPY.title[language];
  return [
    {
      site: site.name,
      path: LOCATOR_PAGE_PATH,
      language,
      id: itemId(site.name, LOCATOR_PAGE_PATH),
      name: 'sales-and-service-points',
      displayName: title,
      template: 'SalesAndServicePointsPage',
      fields: {
        pageTitle: { value: title },
        metaDescription: { value: COPY.description[language] },
        ogTitle: { value: title },
        // The back link's default target (spec §7 getBackToInfoForSalesAndServiceCentersHolderTwoColumnsQuery).
        BackToUrl: { value: '/contact' },
        BackToDescription: { value: COPY.back[language] },
      },
      main: [
        {
          uid: itemId(site.name, LOCATOR_PAGE_PATH, 'locator'),
          componentName: 'SalesAndServicePoints',
          dataSource: `{${itemId(site.name, LOCATOR_PAGE_PATH, 'locator-ds')}}`,
          fields: {
            Title: { value: title },
            BackLink: { value: { href: '/contact', text: COPY.back[language] } },
            DefaultLatitude: { value: '47.0502' },
            DefaultLongitude: { value: '8.3093' },
            FilterTitle: { value: COPY.filter[language] },
            Categories: [
              category(site, 'services', COPY.services[language], Object.entries(SERVICES), language),
              category(site, 'solutions', COPY.solutions[language], Object.entries(SOLUTIONS), language),
            ],
          },
        },
      ],
    },
  ];
}
