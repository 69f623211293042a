/**
 * What each demo customer (oidc/seed/customers.ts) finds in the account area on first start, and
 * the account API's fixed lists: countries with provinces, newsletters, contact ids. Devices are
 * real catalog variants (product-data/seed/catalog) of the first ten masters, so they are in every
 * catalog size (a catalog of N is a prefix of one of N + 1). README "Account API" lists all of it.
 */
import type { Localized } from '../../sitecore/seed/sites.ts';

export interface SeedDevice {
  articleNumber: string;
  serialNumber: string;
  inventoryNumber: string;
}

export interface SeedAddress {
  firstName: string;
  lastName: string;
  phone: string;
  /** Business addresses only; null for personal ones. */
  company: string | null;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  countryCode: string;
  provinceCode: string | null;
  isDefault: boolean;
  lastModifiedUtc: string;
}

export interface ProfileSeed {
  customernumber: string;
  displayname: string;
  industry: string;
}

/** The review step's account information (CONTRACT.md DeviceAccountInfo, names as the wire's). */
export interface DeviceAccountInfoSeed {
  companyname: string;
  streetaddress: string;
  streetnumber: string;
  postalcode: string;
  city: string;
  country: string;
  salutation: string;
}

export interface AccountSeed {
  devices: SeedDevice[];
  addresses: SeedAddress[];
  /** ContactListIds of the newsletters the customer is subscribed to. */
  subscribed: string[];
  /** A contact id of CONTACT_IDS, or '' (none chosen). */
  favouriteContact: string;
  profile: ProfileSeed;
  deviceAccount: DeviceAccountInfoSeed;
}

/**
 * Contact items (Sitecore GUID form) the favourite-contact block may choose from. The Sitecore
 * stand-in's content carries contact items with exactly these ids (README "Account API").
 */
export const CONTACT_IDS = [
  '{6F1D2C3A-0000-4000-8000-000000000001}',
  '{6F1D2C3A-0000-4000-8000-000000000002}',
  '{6F1D2C3A-0000-4000-8000-000000000003}',
  '{6F1D2C3A-0000-4000-8000-000000000004}',
] as const;

export interface NewsletterSeed {
  contactListId: string;
  name: Localized;
}

/** The newsletters of My Newsletters (contact lists of the CMS's marketing automation). */
export const NEWSLETTERS: readonly NewsletterSeed[] = [
  {
    contactListId: '{3B0C5F2E-0000-4000-8000-000000000001}',
    name: { en: 'Product news', de: 'Produktneuheiten', fr: 'Nouveautés produits', it: 'Novità sui prodotti' },
  },
  {
    contactListId: '{3B0C5F2E-0000-4000-8000-000000000002}',
    name: { en: 'Events and trade fairs', de: 'Veranstaltungen und Messen', fr: 'Événements et salons', it: 'Eventi e fiere' },
  },
  {
    contactListId: '{3B0C5F2E-0000-4000-8000-000000000003}',
    name: { en: 'Service tips', de: 'Servicetipps', fr: 'Conseils de service', it: 'Consigli di assistenza' },
  },
];

const [PRODUCT_NEWS, EVENTS, SERVICE_TIPS] = NEWSLETTERS.map((newsletter) => newsletter.contactListId) as [string, string, string];

export interface CountrySeed {
  code: string;
  label: Localized;
}

export const COUNTRIES: readonly CountrySeed[] = [
  { code: 'CH', label: { en: 'Switzerland', de: 'Schweiz', fr: 'Suisse', it: 'Svizzera' } },
  { code: 'DE', label: { en: 'Germany', de: 'Deutschland', fr: 'Allemagne', it: 'Germania' } },
  { code: 'FR', label: { en: 'France', de: 'Frankreich', fr: 'France', it: 'Francia' } },
  { code: 'IT', label: { en: 'Italy', de: 'Italien', fr: 'Italie', it: 'Italia' } },
  { code: 'AT', label: { en: 'Austria', de: 'Österreich', fr: 'Autriche', it: 'Austria' } },
  { code: 'LI', label: { en: 'Liechtenstein', de: 'Liechtenstein', fr: 'Liechtenstein', it: 'Liechtenstein' } },
  { code: 'NL', label: { en: 'Netherlands', de: 'Niederlande', fr: 'Pays-Bas', it: 'Paesi Bassi' } },
  { code: 'BE', label: { en: 'Belgium', de: 'Belgien', fr: 'Belgique', it: 'Belgio' } },
  { code: 'GB', label: { en: 'United Kingdom', de: 'Vereinigtes Königreich', fr: 'Royaume-Uni', it: 'Regno Unito' } },
  { code: 'ES', label: { en: 'Spain', de: 'Spanien', fr: 'Espagne', it: 'Spagna' } },
  { code: 'US', label: { en: 'United States', de: 'Vereinigte Staaten', fr: 'États-Unis', it: 'Stati Uniti' } },
  { code: 'CA', label: { en: 'Canada', de: 'Kanada', fr: 'Canada', it: 'Canada' } },
];

export interface ProvinceSeed {
  countryCode: string;
  code: string;
  name: string;
}

const US_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const CA_PROVINCES: Array<[string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

/** Provinces of the countries that have them (US, CA); ProvinceCode is the ISO 3166-2 subdivision code. */
export const PROVINCES: readonly ProvinceSeed[] = [
  ...US_STATES.map(([code, name]) => ({ countryCode: 'US', code, name })),
  ...CA_PROVINCES.map(([code, name]) => ({ countryCode: 'CA', code, name })),
];

const seededAt = (day: number) => `2025-01-${10 + day}T09:30:00.000Z`;

const device = (articleNumber: string, serialNumber: string, inventoryNumber = ''): SeedDevice => ({
  articleNumber,
  serialNumber,
  inventoryNumber,
});

/** The account-area data of each demo customer, by e-mail address (oidc/seed/customers.ts). */
export const ACCOUNT_SEEDS: Readonly<Record<string, AccountSeed>> = {
  'anna.keller@example.com': {
    devices: [device('142.271', '4100000011', 'Workshop 1'), device('617.411', '4100000012')],
    addresses: [
      {
        firstName: 'Anna',
        lastName: 'Keller',
        phone: '+41 44 123 45 67',
        company: 'Keller Dachbau AG',
        address1: 'Seestrasse 12',
        address2: '',
        zip: '8002',
        city: 'Zürich',
        countryCode: 'CH',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(1),
      },
      {
        firstName: 'Anna',
        lastName: 'Keller',
        phone: '',
        company: null,
        address1: 'Lindenweg 4',
        address2: '2. Stock',
        zip: '3011',
        city: 'Bern',
        countryCode: 'CH',
        provinceCode: null,
        isDefault: false,
        lastModifiedUtc: seededAt(2),
      },
    ],
    subscribed: [PRODUCT_NEWS],
    favouriteContact: CONTACT_IDS[0],
    profile: { customernumber: '100-040011', displayname: 'Anna Keller', industry: 'Roofing' },
    deviceAccount: {
      companyname: 'Keller Dachbau AG',
      streetaddress: 'Seestrasse',
      streetnumber: '12',
      postalcode: '8002',
      city: 'Zürich',
      country: 'Switzerland',
      salutation: 'Ms',
    },
  },
  'paul.brenner@example.com': {
    devices: [device('142.273', '4200000021')],
    addresses: [
      {
        firstName: 'Paul',
        lastName: 'Brenner',
        phone: '+49 89 555 01 02',
        company: 'Brenner Folientechnik GmbH',
        address1: 'Landsberger Straße 88',
        address2: '',
        zip: '80339',
        city: 'München',
        countryCode: 'DE',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(3),
      },
    ],
    subscribed: [PRODUCT_NEWS, EVENTS],
    favouriteContact: '',
    profile: { customernumber: '100-040021', displayname: 'Paul Brenner', industry: 'Plastics processing' },
    deviceAccount: {
      companyname: 'Brenner Folientechnik GmbH',
      streetaddress: 'Landsberger Straße',
      streetnumber: '88',
      postalcode: '80339',
      city: 'München',
      country: 'Germany',
      salutation: 'Mr',
    },
  },
  'lea.fischer@example.com': {
    devices: [],
    addresses: [
      {
        firstName: 'Léa',
        lastName: 'Fischer',
        phone: '+33 4 72 00 11 22',
        company: null,
        address1: '14 rue de la République',
        address2: '',
        zip: '69002',
        city: 'Lyon',
        countryCode: 'FR',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(4),
      },
    ],
    subscribed: [],
    favouriteContact: '',
    profile: { customernumber: '100-040031', displayname: 'Léa Fischer', industry: 'Research and laboratories' },
    deviceAccount: {
      companyname: '',
      streetaddress: 'rue de la République',
      streetnumber: '14',
      postalcode: '69002',
      city: 'Lyon',
      country: 'France',
      salutation: 'Ms',
    },
  },
  'marco.rossi@example.com': {
    devices: [device('430.122', '4400000041')],
    addresses: [
      {
        firstName: 'Marco',
        lastName: 'Rossi',
        phone: '+39 02 1234 5678',
        company: 'Rossi Impermeabilizzazioni Srl',
        address1: 'Via Torino 21',
        address2: '',
        zip: '20123',
        city: 'Milano',
        countryCode: 'IT',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(5),
      },
    ],
    subscribed: [SERVICE_TIPS],
    favouriteContact: '',
    profile: { customernumber: '100-040041', displayname: 'Marco Rossi', industry: 'Civil engineering' },
    deviceAccount: {
      companyname: 'Rossi Impermeabilizzazioni Srl',
      streetaddress: 'Via Torino',
      streetnumber: '21',
      postalcode: '20123',
      city: 'Milano',
      country: 'Italy',
      salutation: 'Mr',
    },
  },
  'sophie.martin@example.com': {
    devices: [],
    addresses: [],
    subscribed: [],
    favouriteContact: '',
    profile: { customernumber: '100-040051', displayname: 'Sophie Martin', industry: 'Automotive' },
    deviceAccount: { companyname: '', streetaddress: '', streetnumber: '', postalcode: '', city: '', country: '', salutation: 'Ms' },
  },
  'jonas.weber@example.com': {
    // 12 devices in 6 categories (paging 5 + Load more, the category filter), registration order.
    devices: [
      device('142.270', '4600000001', 'Hall A / 01'),
      device('617.410', '4600000002', 'Hall A / 02'),
      device('854.980', '4600000003'),
      device('430.120', '4600000004', 'Site crew 3'),
      device('905.260', '4600000005'),
      device('242.830', '4600000006'),
      device('142.272', '4600000007', 'Hall B / 01'),
      device('617.415', '4600000008'),
      device('430.121', '4600000009'),
      device('905.261', '4600000010', 'Spare'),
      device('617.422', '4600000011'),
      device('242.833', '4600000012', 'Lab'),
    ],
    addresses: [
      {
        firstName: 'Jonas',
        lastName: 'Weber',
        phone: '+49 711 987 65 43',
        company: 'Weber Kunststofftechnik GmbH',
        address1: 'Hauptstraße 5',
        address2: 'Halle 2',
        zip: '70173',
        city: 'Stuttgart',
        countryCode: 'DE',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(6),
      },
      {
        firstName: 'Jonas',
        lastName: 'Weber',
        phone: '',
        company: null,
        address1: 'Rosenweg 3',
        address2: '',
        zip: '8400',
        city: 'Winterthur',
        countryCode: 'CH',
        provinceCode: null,
        isDefault: false,
        lastModifiedUtc: seededAt(7),
      },
      {
        firstName: 'Jonas',
        lastName: 'Weber',
        phone: '+1 312 555 0142',
        company: 'Weber Plastics Inc.',
        address1: '1200 W Fulton Market',
        address2: 'Suite 400',
        zip: '60607',
        city: 'Chicago',
        countryCode: 'US',
        provinceCode: 'IL',
        isDefault: false,
        lastModifiedUtc: seededAt(8),
      },
    ],
    subscribed: [PRODUCT_NEWS, EVENTS, SERVICE_TIPS],
    favouriteContact: CONTACT_IDS[1],
    profile: { customernumber: '100-040061', displayname: 'Jonas Weber', industry: 'Plastics processing' },
    deviceAccount: {
      companyname: 'Weber Kunststofftechnik GmbH',
      streetaddress: 'Hauptstraße',
      streetnumber: '5',
      postalcode: '70173',
      city: 'Stuttgart',
      country: 'Germany',
      salutation: 'Mr',
    },
  },
  'nina.hoffmann@example.com': {
    devices: [device('142.274', '4700000071')],
    addresses: [
      {
        firstName: 'Nina',
        lastName: 'Hoffmann',
        phone: '',
        company: null,
        address1: 'Kirchgasse 7',
        address2: '',
        zip: '1010',
        city: 'Wien',
        countryCode: 'AT',
        provinceCode: null,
        isDefault: true,
        lastModifiedUtc: seededAt(9),
      },
    ],
    subscribed: [EVENTS],
    favouriteContact: CONTACT_IDS[2],
    profile: { customernumber: '100-040071', displayname: 'Nina Hoffmann', industry: 'Building services' },
    deviceAccount: {
      companyname: '',
      streetaddress: 'Kirchgasse',
      streetnumber: '7',
      postalcode: '1010',
      city: 'Wien',
      country: 'Austria',
      salutation: 'Ms',
    },
  },
};

/** What a customer without an entry above starts with (a customer added to the identity seed later). */
export const EMPTY_ACCOUNT: AccountSeed = {
  devices: [],
  addresses: [],
  subscribed: [],
  favouriteContact: '',
  profile: { customernumber: '', displayname: '', industry: '' },
  deviceAccount: { companyname: '', streetaddress: '', streetnumber: '', postalcode: '', city: '', country: '', salutation: '' },
};
