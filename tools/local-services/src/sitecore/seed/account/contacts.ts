import { LANGUAGES, type Language, type Localized } from '../sites.ts';

/**
 * The sales and service contacts a customer may choose as their favourite (spec account §3
 * "Favourite contact"): content items in a shared data folder, read by content GraphQL by id
 * (ContactDetails) or as the folder's children (ContactList). They live outside every site's home
 * (site `shared`), so no site's layout service, sitemap or search sees them as pages. The ids are
 * fixed: the account API stand-in's demo favourites point at them (tools/local-services README).
 */
export const CONTACTS_SITE = 'shared';
export const CONTACTS_FOLDER_ID = '6f1d2c3a-0000-4000-8000-000000000000';
export const CONTACTS_FOLDER_PATH = '/data/contacts';

/** `{6F1D2C3A-0000-4000-8000-00000000000N}` in the account API's notation. */
export const contactId = (n: number) => `6f1d2c3a-0000-4000-8000-${String(n).padStart(12, '0')}`;

const L = (en: string, de: string, fr: string, it: string): Localized => ({ en, de, fr, it });

interface ContactSeed {
  n: number;
  name: string;
  companyName: string;
  street: string;
  streetNumber: string;
  streetAddendum: string;
  zipCode: string;
  city: string;
  country: Localized;
  phone: string;
}

const CONTACTS: ContactSeed[] = [
  {
    n: 1,
    name: 'kestrel-switzerland',
    companyName: 'Kestrel Schweiz AG',
    street: 'Industriestrasse',
    streetNumber: '12',
    streetAddendum: '',
    zipCode: '6005',
    city: 'Luzern',
    country: L('Switzerland', 'Schweiz', 'Suisse', 'Svizzera'),
    phone: '+41 41 555 01 00',
  },
  {
    n: 2,
    name: 'kestrel-germany',
    companyName: 'Kestrel Deutschland GmbH',
    street: 'Hafenstraße',
    streetNumber: '4a',
    streetAddendum: 'Gebäude C',
    zipCode: '20457',
    city: 'Hamburg',
    country: L('Germany', 'Deutschland', 'Allemagne', 'Germania'),
    phone: '+49 40 555 02 00',
  },
  {
    n: 3,
    name: 'kestrel-france',
    companyName: 'Kestrel France SAS',
    street: 'Rue de la République',
    streetNumber: '25',
    streetAddendum: '',
    zipCode: '69002',
    city: 'Lyon',
    country: L('France', 'Frankreich', 'France', 'Francia'),
    phone: '+33 4 55 50 03 00',
  },
  {
    n: 4,
    name: 'kestrel-italy',
    companyName: 'Kestrel Italia S.r.l.',
    street: 'Via Torino',
    streetNumber: '88',
    streetAddendum: 'Scala B',
    zipCode: '20123',
    city: 'Milano',
    country: L('Italy', 'Italien', 'Italie', 'Italia'),
    phone: '+39 02 5550 0400',
  },
];

const FOLDER_TITLE = L('Contacts', 'Kontakte', 'Contacts', 'Contatti');

/** The folder and its contacts in every language, as stored item rows (content.ts adds them). */
export function contactRows() {
  return LANGUAGES.flatMap((language: Language) => [
    {
      site: CONTACTS_SITE,
      path: CONTACTS_FOLDER_PATH,
      language,
      id: CONTACTS_FOLDER_ID,
      name: 'contacts',
      displayName: FOLDER_TITLE[language],
      template: 'ContactFolder',
      fields: {},
      main: [],
    },
    ...CONTACTS.map((contact) => ({
      site: CONTACTS_SITE,
      path: `${CONTACTS_FOLDER_PATH}/${contact.name}`,
      language,
      id: contactId(contact.n),
      name: contact.name,
      displayName: contact.companyName,
      template: 'Contact',
      fields: {
        companyName: { value: contact.companyName },
        street: { value: contact.street },
        streetNumber: { value: contact.streetNumber },
        streetAddendum: { value: contact.streetAddendum },
        zipCode: { value: contact.zipCode },
        city: { value: contact.city },
        country: { value: contact.country[language] },
        phone: { value: contact.phone },
      },
      main: [],
    })),
  ]);
}
