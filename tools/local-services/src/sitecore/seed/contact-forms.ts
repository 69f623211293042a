import { FORMS, formModel, type SeedForm } from '../../form-builder/seed/forms.ts';
import { CONTACT_INFO_FOLDER_PATH } from './contact-info.ts';
import { LOCATOR_PAGE_PATH } from './locator-page.ts';
import type { ItemRow } from './content.ts';
import { itemId } from './ids.ts';
import type { Language, Localized, SiteSeed } from './sites.ts';

/**
 * The contact form pages of every site (spec discovery §2 "Contact pages and forms", issue 28):
 * one page per form of the form builder (form-builder/seed/forms.ts) with a `Form` rendering whose
 * fields are the form's first step as Sitecore's rendering contents resolver sends it, and the
 * thank-you page the builder redirects to after the last step (one column: no dropdown, no
 * contact information, spec discovery §2 "A success page hides the dropdown and contact-info panel"). Session ids are empty in the
 * layout (it is cached for everyone): the builder starts a session on the first post.
 */
const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

const INTRO: Record<string, Localized> = {
  'product-support': L(
    'Tell us about your device and what happened. Our service team answers within two working days.',
    'Beschreiben Sie Ihr Gerät und was passiert ist. Unser Serviceteam antwortet innert zwei Arbeitstagen.',
    'Décrivez votre appareil et ce qui s’est passé. Notre service répond sous deux jours ouvrables.',
    'Ci descriva il suo apparecchio e cosa è successo. Il nostro servizio risponde entro due giorni lavorativi.',
  ),
  'talk-to-an-expert': L(
    'Ask our application engineers: they answer questions on processes, materials and the right device.',
    'Fragen Sie unsere Anwendungstechniker: Sie beantworten Fragen zu Verfahren, Materialien und dem richtigen Gerät.',
    'Interrogez nos ingénieurs d’application : ils répondent sur les procédés, les matériaux et le bon appareil.',
    'Chieda ai nostri tecnici applicativi: rispondono su processi, materiali e l’apparecchio giusto.',
  ),
  'get-a-quote': L(
    'Tell us what you need and we will send you a quote.',
    'Sagen Sie uns, was Sie brauchen, und wir senden Ihnen eine Offerte.',
    'Dites-nous ce dont vous avez besoin et nous vous enverrons une offre.',
    'Ci dica di cosa ha bisogno e le invieremo un’offerta.',
  ),
};

/** The job application forms (one per company, spec discovery §2) share their introduction. */
const JOB_INTRO = L(
  'Send us your application with your CV and certificates as PDF files.',
  'Senden Sie uns Ihre Bewerbung mit Lebenslauf und Zeugnissen als PDF-Dateien.',
  'Envoyez-nous votre candidature avec votre CV et vos certificats en fichiers PDF.',
  'Ci invii la sua candidatura con CV e certificati in formato PDF.',
);

const introOf = (form: SeedForm, language: Language): string =>
  INTRO[form.key]?.[language] ?? (form.key.startsWith('job-application-') ? JOB_INTRO[language] : form.title[language]);

const THANKS = {
  title: L('Thank you', 'Vielen Dank', 'Merci', 'Grazie'),
  text: L(
    '<p>We have received your request and will get back to you soon.</p>',
    '<p>Wir haben Ihre Anfrage erhalten und melden uns bald bei Ihnen.</p>',
    '<p>Nous avons bien reçu votre demande et vous répondrons bientôt.</p>',
    '<p>Abbiamo ricevuto la sua richiesta e la ricontatteremo presto.</p>',
  ),
};

export const CONTACT_FORM_ROOT = '/contact';

const CONCERN_LABEL = L('Your concern', 'Ihr Anliegen', 'Votre demande', 'La sua richiesta');

const CONTACT_INFO_TITLE = L('Your contact', 'Ihr Kontakt', 'Votre contact', 'Il suo contatto');

/**
 * The contact-info panel (issue 28, docs/decisions/contact-info-panel.md): the site reads the
 * visitor's country default from `{CountryDefaults}/{iso}` (seed/contact-info.ts) with
 * ContactInfoQuery; the map page is where "change my contact" can also lead.
 */
function contactInfo(site: SiteSeed, language: Language, path: string) {
  return {
    uid: itemId(site.name, path, 'info'),
    componentName: 'ContactInfo',
    fields: {
      Title: { value: CONTACT_INFO_TITLE[language] },
      CountryDefaults: { value: `/sitecore/content/shared/home${CONTACT_INFO_FOLDER_PATH}` },
      MapLink: { value: { href: LOCATOR_PAGE_PATH } },
    },
  };
}

/** The concern dropdown's items: one link per contact form page (spec discovery §2 concerns). */
function concerns(site: SiteSeed, language: Language) {
  return FORMS.map((form) => ({
    id: itemId(site.name, CONTACT_FORM_ROOT, 'concern', form.key),
    name: form.key,
    fields: {
      Title: { value: form.title[language] },
      Link: { value: { href: `${CONTACT_FORM_ROOT}/${form.key}`, text: form.title[language] } },
    },
  }));
}

function page(site: SiteSeed, language: Language, path: string, title: string, intro: string, main: unknown[]): ItemRow {
  return {
    site: site.name,
    path,
    language,
    id: itemId(site.name, path),
    name: path.split('/').pop() ?? path,
    displayName: title,
    template: 'ContactFormPage',
    fields: { pageTitle: { value: title }, metaDescription: { value: intro } },
    main: [
      { uid: itemId(site.name, path, 'hero'), componentName: 'Hero', fields: { Title: { value: title }, Text: { value: intro } } },
      ...main,
    ],
  };
}

function formPages(site: SiteSeed, language: Language, form: SeedForm): ItemRow[] {
  const path = `${CONTACT_FORM_ROOT}/${form.key}`;
  const title = form.title[language];
  return [
    // The two-column layout: the concern dropdown and the form, the contact information beside them.
    page(site, language, path, title, introOf(form, language), [
      {
        uid: itemId(site.name, path, 'columns'),
        componentName: 'ContactTwoColumn',
        fields: {},
        placeholders: {
          'contact-main': [
            {
              uid: itemId(site.name, path, 'concerns'),
              componentName: 'ContactConcerns',
              fields: { Label: { value: CONCERN_LABEL[language] }, Concerns: concerns(site, language) },
            },
            // The quote form lists the visitor's wishlist products (the wishlist feature's rendering).
            ...(form.key === 'get-a-quote'
              ? [{ uid: itemId(site.name, path, 'wishlist-products'), componentName: 'QuoteWishlistProducts', fields: {} }]
              : []),
            {
              uid: itemId(site.name, path, 'form'),
              componentName: 'Form',
              dataSource: `{${itemId(site.name, path, 'form-ds')}}`,
              fields: formModel(form, 0, language, ''),
            },
          ],
          'contact-aside': [contactInfo(site, language, path)],
        },
      },
    ]),
    page(site, language, `${path}/thank-you`, THANKS.title[language], title, [
      { uid: itemId(site.name, path, 'thanks'), componentName: 'RichText', fields: { Text: { value: THANKS.text[language] } } },
    ]),
  ];
}

/**
 * The one-column layout (spec discovery §2): an older quote page with the form alone. Its editors
 * had put the wishlist products on it, which the one-column layout no longer supports: the site
 * leaves that rendering out and logs why (apps/site shell/contact-renderings.tsx).
 */
export const ONE_COLUMN_QUOTE_PATH = `${CONTACT_FORM_ROOT}/quick-quote`;

function oneColumnQuotePage(site: SiteSeed, language: Language): ItemRow {
  const form = FORMS.find((candidate) => candidate.key === 'get-a-quote')!;
  const path = ONE_COLUMN_QUOTE_PATH;
  return page(site, language, path, form.title[language], introOf(form, language), [
    {
      uid: itemId(site.name, path, 'column'),
      componentName: 'ContactOneColumn',
      fields: {},
      placeholders: {
        'contact-main': [
          { uid: itemId(site.name, path, 'wishlist-products'), componentName: 'QuoteWishlistProducts', fields: {} },
          {
            uid: itemId(site.name, path, 'form'),
            componentName: 'Form',
            dataSource: `{${itemId(site.name, path, 'form-ds')}}`,
            fields: formModel(form, 0, language, ''),
          },
        ],
      },
    },
  ]);
}

/** The stored rows of the contact form pages of one site in one language (content.ts adds them). */
export function contactFormPageRows(site: SiteSeed, language: Language): ItemRow[] {
  return [...FORMS.flatMap((form) => formPages(site, language, form)), oneColumnQuotePage(site, language)];
}
