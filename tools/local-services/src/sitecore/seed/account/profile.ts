import type { Language, Localized, SiteSeed } from '../sites.ts';
import { CONTACTS_FOLDER_ID } from './contacts.ts';

/**
 * Content of the My profile page (spec account §2): the MyProfile sections with their edit links
 * (content-managed targets) and the favourite contact block with the folder of contacts a
 * customer chooses from (contacts.ts).
 */

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });
const text = (value: string) => ({ value });
const link = (href: string, label: string) => ({ value: { href, text: label } });

const PROFILE = {
  title: L('My profile', 'Mein Profil', 'Mon profil', 'Il mio profilo'),
  edit: L('Edit', 'Bearbeiten', 'Modifier', 'Modifica'),
  deletionRequest: L('Request deletion', 'Löschung beantragen', 'Demander la suppression', 'Richiedere la cancellazione'),
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

/** Where a customer whose account cannot be deleted here asks for the deletion (spec account §4 'request deletion'). */
export const DELETION_REQUEST_LINK = 'https://www.kestrel.example/account-deletion-request';
/** The site whose editors left the request link empty: its conflict dialog offers no request (spec account §4: only if a link exists). */
export const SITE_WITHOUT_DELETION_REQUEST = 'sensor';

/**
 * Fields of the MyProfile rendering on /my-account: each section's edit link goes to the contact
 * page (changes go through customer service); DeletionRequestLink is where the delete-account
 * conflict dialog's 'Request deletion' goes (the account API's 409 carries no link: spec account §7
 * reads only its status) — empty on one site, so both dialogs exist.
 */
export function myProfileFields(site: SiteSeed, language: Language): Record<string, unknown> {
  return {
    Title: text(PROFILE.title[language]),
    AccountEditLink: link('/contact', PROFILE.edit[language]),
    PersonalEditLink: link('/contact', PROFILE.edit[language]),
    CompanyEditLink: link('/contact', PROFILE.edit[language]),
    DeletionRequestLink:
      site.name === SITE_WITHOUT_DELETION_REQUEST
        ? { value: { href: '' } }
        : link(DELETION_REQUEST_LINK, PROFILE.deletionRequest[language]),
  };
}

/** Fields of the FavouriteContact rendering on /my-account. */
export function favouriteContactFields(_site: SiteSeed, language: Language): Record<string, unknown> {
  return {
    Title: text(CONTACT.title[language]),
    Text: text(CONTACT.text[language]),
    ContactsFolder: text(`{${CONTACTS_FOLDER_ID.toUpperCase()}}`),
  };
}
