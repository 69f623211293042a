import type { Language, Localized, SiteSeed } from '../sites.ts';

/**
 * Content of the My profile page (spec account §2): the MyProfile sections and the favourite
 * contact block. A stub with a title and texts; the profile screens fill it in.
 */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });

const PROFILE = {
  title: L('My profile', 'Mein Profil', 'Mon profil', 'Il mio profilo'),
};

const CONTACT = {
  title: L('Your contact', 'Ihr Kontakt', 'Votre contact', 'Il vostro contatto'),
  text: L(
    'Choose the sales or service point you work with most.',
    'Wählen Sie die Verkaufs- oder Servicestelle, mit der Sie am meisten zusammenarbeiten.',
    'Choisissez le point de vente ou de service avec lequel vous travaillez le plus.',
    'Scegliete il punto vendita o di assistenza con cui lavorate di più.',
  ),
};

/** Fields of the MyProfile rendering on /my-account. */
export function myProfileFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return { Title: text(PROFILE.title[language]) };
}

/** Fields of the FavouriteContact rendering on /my-account. */
export function favouriteContactFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return { Title: text(CONTACT.title[language]), Text: text(CONTACT.text[language]) };
}
