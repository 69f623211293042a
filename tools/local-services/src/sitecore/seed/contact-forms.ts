import { FORMS, formModel, type SeedForm } from '../../form-builder/seed/forms.ts';
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
  'get-a-quote': L(
    'Tell us what you need and we will send you a quote.',
    'Sagen Sie uns, was Sie brauchen, und wir senden Ihnen eine Offerte.',
    'Dites-nous ce dont vous avez besoin et nous vous enverrons une offre.',
    'Ci dica di cosa ha bisogno e le invieremo un’offerta.',
  ),
};

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

const CONTACT_INFO = L(
  '<h2>Contact</h2><p>Kestrel AG<br>Galtenstrasse 6<br>6060 Sarnen<br>Switzerland</p><p>Monday to Friday, 8:00 to 17:00</p>',
  '<h2>Kontakt</h2><p>Kestrel AG<br>Galtenstrasse 6<br>6060 Sarnen<br>Schweiz</p><p>Montag bis Freitag, 8:00 bis 17:00</p>',
  '<h2>Contact</h2><p>Kestrel AG<br>Galtenstrasse 6<br>6060 Sarnen<br>Suisse</p><p>Du lundi au vendredi, de 8 h à 17 h</p>',
  '<h2>Contatto</h2><p>Kestrel AG<br>Galtenstrasse 6<br>6060 Sarnen<br>Svizzera</p><p>Dal lunedì al venerdì, dalle 8:00 alle 17:00</p>',
);

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
    page(site, language, path, title, INTRO[form.key]?.[language] ?? title, [
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
            {
              uid: itemId(site.name, path, 'form'),
              componentName: 'Form',
              dataSource: `{${itemId(site.name, path, 'form-ds')}}`,
              fields: formModel(form, 0, language, ''),
            },
          ],
          'contact-aside': [
            { uid: itemId(site.name, path, 'info'), componentName: 'RichText', fields: { Text: { value: CONTACT_INFO[language] } } },
          ],
        },
      },
    ]),
    page(site, language, `${path}/thank-you`, THANKS.title[language], title, [
      { uid: itemId(site.name, path, 'thanks'), componentName: 'RichText', fields: { Text: { value: THANKS.text[language] } } },
    ]),
  ];
}

/** The stored rows of the contact form pages of one site in one language (content.ts adds them). */
export function contactFormPageRows(site: SiteSeed, language: Language): ItemRow[] {
  return FORMS.flatMap((form) => formPages(site, language, form));
}
