import { itemId } from '../ids.ts';
import { type Localized, type SiteSeed, fill } from '../sites.ts';
import type { BlockSeed } from './types.ts';

/**
 * The newsletter sign-up block (spec discovery §2 "Newsletter sign-up"): a title, a text and the
 * sign-up page as the call to action (NEWSLETTER_PAGE_PATH, seeded in content.ts), which the site
 * follows with `?email=`.
 */
export const NEWSLETTER_PAGE_PATH = '/newsletter';

const l = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

const TITLE = l('Stay up to date', 'Bleiben Sie auf dem Laufenden', 'Restez informé', 'Restate aggiornati');
const TEXT = l(
  'New products from {brand}, application tips and trade fair dates, once a month.',
  'Neue Produkte von {brand}, Anwendungstipps und Messetermine, einmal im Monat.',
  'Les nouveaux produits de {brand}, des conseils d’application et les dates des salons, une fois par mois.',
  'Nuovi prodotti di {brand}, consigli applicativi e date delle fiere, una volta al mese.',
);
const CALL_TO_ACTION = l('Subscribe', 'Abonnieren', 'S’abonner', 'Iscriviti');

export const NEWSLETTER_BLOCKS: BlockSeed[] = [
  {
    componentName: 'NewsletterSignup',
    slug: 'newsletter-signup',
    title: l('Newsletter sign-up', 'Newsletter-Anmeldung', 'Inscription à la newsletter', 'Iscrizione alla newsletter'),
    renderings: (site: SiteSeed, language) => [
      {
        uid: itemId(site.name, '/blocks/newsletter-signup', 'block'),
        componentName: 'NewsletterSignup',
        dataSource: itemId(site.name, '/blocks/newsletter-signup', 'block', 'datasource'),
        fields: {
          Title: { value: TITLE[language] },
          Text: { value: fill(TEXT[language], site, language) },
          Link: { value: { href: NEWSLETTER_PAGE_PATH, text: CALL_TO_ACTION[language] } },
        },
      },
    ],
  },
];
