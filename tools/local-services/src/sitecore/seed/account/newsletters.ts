import type { Language, Localized, SiteSeed } from '../sites.ts';

/** Content of My Newsletters (spec account §2). A stub; the newsletter screen fills it in. */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });

const NEWSLETTERS = {
  title: L('My newsletters', 'Meine Newsletter', 'Mes newsletters', 'Le mie newsletter'),
  text: L(
    'Choose the newsletters we send to {email}.',
    'Wählen Sie die Newsletter, die wir an {email} senden.',
    'Choisissez les newsletters que nous envoyons à {email}.',
    'Scegliete le newsletter che inviamo a {email}.',
  ),
};

/** Fields of the MyNewsletters rendering on /my-account/newsletters. */
export function myNewslettersFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return { Title: text(NEWSLETTERS.title[language]), Text: text(NEWSLETTERS.text[language]) };
}
