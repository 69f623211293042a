import { SOLUTIONS, type SolutionKey } from '../../product-data/seed/catalog/domains.ts';
import { rngFor } from '../../product-data/seed/catalog/prng.ts';
import { contactId } from '../../sitecore/seed/account/contacts.ts';
import type { Language, Localized } from '../../sitecore/seed/sites.ts';
import { PLACES } from './places.ts';

/**
 * The sales and service points of the map page (spec discovery §2 "Sales and service points", §3
 * "Contact point"): a deterministic generator (no clock, no Math.random), 11 points around each of
 * the seeded places (≈1 600 worldwide), the four group subsidiaries the account area's favourite
 * contact offers (same item ids, so a favourite chosen on either screen is the same contact) and
 * the Swiss group headquarters. Every partner kind of spec §4 occurs; services and solution
 * providers are lower-case ids, the solution ids being the catalog's solution keys (the product
 * solution keys a quote link's filters come from). A few points are restricted (isRestrictedContact
 * '1'), a few opted out of form mails, and two have no coordinates (0, 0: no marker).
 */

export const PARTNER_KINDS = {
  'group-subsidiary': { icon: 'subsidiary', name: l('Group subsidiary', 'Tochtergesellschaft', 'Filiale du groupe', 'Filiale del gruppo') },
  'official-sales-and-integration-partner': {
    icon: 'partner',
    name: l(
      'Official sales and integration partner',
      'Offizieller Vertriebs- und Integrationspartner',
      "Partenaire officiel de vente et d'intégration",
      'Partner ufficiale di vendita e integrazione',
    ),
  },
  'distributor-headquarter': {
    icon: 'distributor',
    name: l('Distributor headquarters', 'Hauptsitz Vertriebspartner', 'Siège du distributeur', 'Sede del distributore'),
  },
  'official-dealer': { icon: 'dealer', name: l('Official dealer', 'Offizieller Händler', 'Revendeur officiel', 'Rivenditore ufficiale') },
  'sub-dealer-headquarter': {
    icon: 'sub-dealer',
    name: l('Sub-dealer headquarters', 'Hauptsitz Unterhändler', 'Siège du sous-revendeur', 'Sede del sub-rivenditore'),
  },
  'group-headquarters': { icon: 'headquarters', name: l('Group headquarters', 'Konzernsitz', 'Siège du groupe', 'Sede del gruppo') },
} satisfies Record<string, { icon: string; name: Localized }>;

export type PartnerKind = keyof typeof PARTNER_KINDS;

export const SERVICES = {
  sales: l('Sales', 'Verkauf', 'Vente', 'Vendita'),
  repair: l('Repair service', 'Reparaturservice', 'Service de réparation', 'Servizio di riparazione'),
  rental: l('Rental', 'Vermietung', 'Location', 'Noleggio'),
  training: l('Training', 'Schulung', 'Formation', 'Formazione'),
  calibration: l('Calibration', 'Kalibrierung', 'Étalonnage', 'Calibrazione'),
  'spare-parts': l('Spare parts', 'Ersatzteile', 'Pièces de rechange', 'Ricambi'),
} satisfies Record<string, Localized>;

export type ServiceKey = keyof typeof SERVICES;

function l(en: string, de: string, fr: string, it: string): Localized {
  return { en, de, fr, it };
}

/** A point as generated: language-neutral; the endpoint names kinds, services, solutions and countries per language. */
export interface ContactPointSeed {
  id: string;
  name: string;
  companyName: string;
  latitude: number;
  longitude: number;
  countryCode: string;
  kind: PartnerKind;
  services: ServiceKey[];
  solutions: SolutionKey[];
  street: string;
  streetNumber: string;
  streetAddendum: string;
  zipCode: string;
  city: string;
  phone: string;
  fax: string;
  email: string;
  website1: string;
  shop1: string;
  howToFindUs: string;
  pageSelection: string;
  /** Contact forms a visitor may use for this point; none → the card's contact label is disabled. */
  contactForms: Array<'quote' | 'support' | 'expert'>;
  restricted: boolean;
  optOut: boolean;
}

const SEED = 'sales-and-service-points-v1';
export const POINTS_PER_PLACE = 11;

/** Fixed item ids of the map's own points: `5a1e5000-0000-4000-8000-{n}`. */
export const pointId = (n: number) => `5a1e5000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GROUP_HEADQUARTERS_ID = pointId(1);

const STREETS = [
  'Industriestrasse',
  'Main Street',
  'Rue du Commerce',
  'Via Roma',
  'Harbour Road',
  'Avenida Central',
  'Ringstrasse',
  'Park Lane',
];
const PREFIXES = ['Alpha', 'Nord', 'Sud', 'Omega', 'Delta', 'Prime', 'Vector', 'Atlas', 'Summit', 'Meridian', 'Pioneer', 'Orbit'];
const SUFFIXES = ['Welding Systems', 'Industrial Supply', 'Heat Technology', 'Sensor Solutions', 'Plastics Service', 'Tools & Parts'];
const SOLUTION_KEYS = Object.keys(SOLUTIONS) as SolutionKey[];
const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

/** Which kinds a place's 11 points have: a subsidiary at a country's first place, dealers elsewhere. */
function kindOf(slot: number, firstOfCountry: boolean): PartnerKind {
  if (slot === 0) return firstOfCountry ? 'group-subsidiary' : 'official-sales-and-integration-partner';
  if (slot === 1) return 'distributor-headquarter';
  if (slot === 2) return 'sub-dealer-headquarter';
  if (slot === 3) return 'official-sales-and-integration-partner';
  return 'official-dealer';
}

const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const round = (value: number) => Math.round(value * 100000) / 100000;

/** The four subsidiaries of the account area's contacts folder (sitecore/seed/account/contacts.ts), on the map. */
const ACCOUNT_SUBSIDIARIES = [
  { n: 1, companyName: 'Kestrel Schweiz AG', city: 'Luzern', zipCode: '6005', countryCode: 'CH', latitude: 47.0448, longitude: 8.3105 },
  {
    n: 2,
    companyName: 'Kestrel Deutschland GmbH',
    city: 'Hamburg',
    zipCode: '20457',
    countryCode: 'DE',
    latitude: 53.5413,
    longitude: 9.9843,
  },
  { n: 3, companyName: 'Kestrel France SAS', city: 'Lyon', zipCode: '69002', countryCode: 'FR', latitude: 45.7578, longitude: 4.832 },
  { n: 4, companyName: 'Kestrel Italia S.r.l.', city: 'Milano', zipCode: '20123', countryCode: 'IT', latitude: 45.4654, longitude: 9.1859 },
];

function generate(): ContactPointSeed[] {
  const points: ContactPointSeed[] = [];
  const base = (partial: Partial<ContactPointSeed> & Pick<ContactPointSeed, 'id' | 'companyName' | 'kind' | 'city' | 'countryCode'>) => {
    const slug = slugOf(partial.companyName);
    return {
      name: slug,
      latitude: 0,
      longitude: 0,
      services: ['sales', 'repair'] as ServiceKey[],
      solutions: [] as SolutionKey[],
      street: 'Industriestrasse',
      streetNumber: '1',
      streetAddendum: '',
      zipCode: '',
      phone: '',
      fax: '',
      email: `info@${slug}.example`,
      website1: `https://www.${slug}.example/`,
      shop1: '',
      howToFindUs: '',
      pageSelection: '',
      contactForms: ['quote', 'support', 'expert'] as ContactPointSeed['contactForms'],
      restricted: false,
      optOut: false,
      ...partial,
    };
  };

  points.push(
    base({
      id: GROUP_HEADQUARTERS_ID,
      companyName: 'Kestrel Group AG',
      kind: 'group-headquarters',
      city: 'Kägiswil',
      countryCode: 'CH',
      latitude: 46.9081,
      longitude: 8.2553,
      street: 'Riedstrasse',
      streetNumber: '4',
      zipCode: '6056',
      phone: '+41 41 555 00 00',
      fax: '+41 41 555 00 01',
      services: [...SERVICE_KEYS],
      solutions: [...SOLUTION_KEYS],
      pageSelection: '/company',
      howToFindUs: 'https://www.openstreetmap.org/?mlat=46.9081&mlon=8.2553#map=15/46.9081/8.2553',
    }),
  );
  for (const subsidiary of ACCOUNT_SUBSIDIARIES) {
    points.push(
      base({
        id: contactId(subsidiary.n),
        companyName: subsidiary.companyName,
        kind: 'group-subsidiary',
        city: subsidiary.city,
        zipCode: subsidiary.zipCode,
        countryCode: subsidiary.countryCode,
        latitude: subsidiary.latitude,
        longitude: subsidiary.longitude,
        services: [...SERVICE_KEYS],
        solutions: [...SOLUTION_KEYS],
        phone: `+00 555 0${subsidiary.n} 00`,
        pageSelection: '/contact',
      }),
    );
  }

  const subsidiaryCountries = new Set(ACCOUNT_SUBSIDIARIES.map((subsidiary) => subsidiary.countryCode));
  let n = 10;
  for (const [placeIndex, place] of PLACES.entries()) {
    const firstOfCountry =
      !subsidiaryCountries.has(place.country) && PLACES.findIndex((other) => other.country === place.country) === placeIndex;
    for (let slot = 0; slot < POINTS_PER_PLACE; slot++) {
      n += 1;
      const rng = rngFor(SEED, place.name, slot);
      const kind = kindOf(slot, firstOfCountry);
      const companyName =
        kind === 'group-subsidiary' ? `Kestrel ${place.name}` : `${rng.pick(PREFIXES)} ${rng.pick(SUFFIXES)} ${place.name} ${slot + 1}`;
      const latitude = round(place.latitude + (rng.next() - 0.5) * 1.2);
      const longitude = round(place.longitude + (rng.next() - 0.5) * 1.6);
      const slug = slugOf(companyName);
      points.push(
        base({
          id: pointId(n),
          companyName,
          kind,
          city: place.name,
          countryCode: place.country,
          latitude,
          longitude,
          services: rng.sample(SERVICE_KEYS, rng.int(1, 3)),
          solutions: rng.chance(0.7) ? rng.sample(SOLUTION_KEYS, rng.int(1, 3)) : [],
          street: rng.pick(STREETS),
          streetNumber: String(rng.int(1, 180)),
          streetAddendum: rng.chance(0.15) ? `Unit ${rng.int(1, 20)}` : '',
          zipCode: String(rng.int(1000, 99999)),
          phone: `+00 ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
          fax: rng.chance(0.4) ? `+00 ${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(10, 99)} 99` : '',
          email: rng.chance(0.9) ? `info@${slug}.example` : '',
          website1: rng.chance(0.8) ? `https://www.${slug}.example/` : '',
          shop1: rng.chance(0.2) ? `https://shop.${slug}.example/` : '',
          howToFindUs: rng.chance(0.5)
            ? `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`
            : '',
          pageSelection: kind === 'group-subsidiary' ? '/contact' : '',
          // Dealers without a contact form: the card shows the disabled contact label.
          contactForms: kind === 'official-dealer' && rng.chance(0.3) ? [] : ['quote', 'support', 'expert'],
          restricted: false,
          optOut: false,
        }),
      );
    }
  }
  // A few restricted and opted-out points, and two without coordinates, spread over the list.
  for (const [index, point] of points.entries()) {
    if (index > 5 && index % 197 === 0) point.restricted = true;
    if (index > 5 && index % 151 === 0) point.optOut = true;
    if (index === 777 || index === 1333) {
      point.latitude = 0;
      point.longitude = 0;
    }
  }
  return points;
}

let cache: ContactPointSeed[] | undefined;

/** Every seeded point, in a stable order (the headquarters first). */
export function contactPoints(): ContactPointSeed[] {
  cache ??= generate();
  return cache;
}

export const POINTS_FOLDER_PATH = '/data/sales-and-service-points';

/** The points as content items in the shared data folder, so content GraphQL (the favourite contact's details) finds them by id. */
export function contactPointItemRows(languages: readonly Language[]) {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return languages.flatMap((language) => {
    const countries = new Intl.DisplayNames([language], { type: 'region' });
    return contactPoints()
      .filter((point) => !point.id.startsWith('6f1d2c3a')) // the subsidiaries are items of /data/contacts already
      .map((point) => ({
        site: 'shared',
        path: `${POINTS_FOLDER_PATH}/${point.name}`,
        language,
        id: point.id,
        name: point.name,
        displayName: point.companyName,
        template: 'SalesAndServicePoint',
        fields: {
          companyName: { value: point.companyName },
          street: { value: point.street },
          streetNumber: { value: point.streetNumber },
          streetAddendum: { value: point.streetAddendum },
          zipCode: { value: point.zipCode },
          city: { value: point.city },
          country: { value: countries.of(point.countryCode) ?? names.of(point.countryCode) ?? point.countryCode },
          phone: { value: point.phone },
        },
        main: [],
      }));
  });
}
