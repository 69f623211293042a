import { contactCardFields, textValue, type ComponentRendering, type ContactInfoItem, type ContactPoint } from '@mbw/api-clients';
import { usableEmail, type ContactSnapshot } from '@mbw/util';
import type { ContactInfoData } from './contact-info-data';

/** The contact pages' contact-info panel (tools/local-services sitecore/seed/contact-forms.ts). */
export const CONTACT_INFO_COMPONENT = 'ContactInfo';

export function isContactInfoRendering(rendering: Pick<ComponentRendering, 'componentName'>): boolean {
  return rendering.componentName === CONTACT_INFO_COMPONENT;
}

/** How many points the change dialog lists (a choice, not a directory: the map has them all). */
export const MAX_CANDIDATES = 8;

/** The group's own companies first, then partners, distributors, dealers (the §4 partner kinds' order). */
const KIND_ORDER = [
  'group-headquarters',
  'group-subsidiary',
  'official-sales-and-integration-partner',
  'distributor-headquarter',
  'official-dealer',
  'sub-dealer-headquarter',
];

const plainId = (id: string) => id.replace(/[{}-]/g, '').toLowerCase();

/** The panel's card of a point: the map card's fields (`contactCardFields`), the e-mail only with exactly one @ (§4). */
export function snapshotOfPoint(point: ContactPoint): ContactSnapshot {
  const card = contactCardFields(point);
  return {
    id: point.id,
    kind: 'point',
    category: card.provider ? `${card.category} (${card.provider})` : card.category,
    name: card.companyName,
    addressLines: card.addressLines,
    phone: card.phone?.text ?? '',
    fax: card.fax,
    email: usableEmail(point.email),
    website: card.website ?? '',
    description: '',
    picture: null,
    workFormUrl: '',
  };
}

/** A ContactInfoQuery item (the contact point fields by name) as a point, so it gets the same card. */
export function pointOfItem(item: ContactInfoItem): ContactPoint {
  const field = (name: string) => item.fields[name] ?? '';
  return {
    id: field('pointId') || item.id,
    name: item.displayName,
    companyName: field('companyName') || item.displayName,
    latitude: 0,
    longitude: 0,
    country: field('country'),
    countryCode: '',
    kindOfPartner: { id: '', name: field('category'), icon: '' },
    solutionProvider: [],
    services: [],
    street: field('street'),
    streetNumber: field('streetNumber'),
    streetAddendum: field('streetAddendum'),
    zipCode: field('zipCode'),
    city: field('city'),
    phone: field('phone'),
    fax: field('fax'),
    email: field('email'),
    website1: field('website1'),
    shop1: '',
    howToFindUs: '',
    pageSelection: '',
    contactPageItems: [],
    isRestrictedContact: '0',
    isOptOutForFormMailSubmission: '0',
  };
}

/** The change dialog's points: the country's, the group companies first, then by name; at most MAX_CANDIDATES. */
export function candidatePoints(points: readonly ContactPoint[], country: string): ContactPoint[] {
  const rank = (point: ContactPoint) => {
    const index = KIND_ORDER.indexOf(point.kindOfPartner.id);
    return index === -1 ? KIND_ORDER.length : index;
  };
  return points
    .filter((point) => point.countryCode.toUpperCase() === country && point.isRestrictedContact !== '1')
    .sort((a, b) => rank(a) - rank(b) || a.companyName.localeCompare(b.companyName))
    .slice(0, MAX_CANDIDATES);
}

/** `?contactPoint={GUID}` (the map card's contact button, local-services maps/routes.ts). */
export function chosenPointId(url: URL): string {
  const value = url.searchParams.get('contactPoint') ?? '';
  return /^\{?[0-9a-f-]{32,36}\}?$/i.test(value) ? plainId(value) : '';
}

/** What the app supplies: the upstream calls (each may fail; the panel copes) and the request. */
export interface ContactInfoLoadContext {
  url: URL;
  /** The visitor's country, upper case ISO (CH when unknown). */
  country: () => Promise<string>;
  contactInfo: (path: string) => Promise<ContactInfoItem | null>;
  points: () => Promise<ContactPoint[]>;
  log: (event: string, fields: Record<string, unknown>) => void;
}

const optOutOf = (point: ContactPoint) => point.isOptOutForFormMailSubmission === '1';

/**
 * The panel's server data (spec discovery §4 "Contact page", §7 ContactInfoQuery): the country
 * default from `{CountryDefaults}/{iso}`, else `{CountryDefaults}/default`; the point of
 * `?contactPoint=`; the change dialog's points. A stored person or choice is the browser's
 * (sessionStorage), applied after hydration. Failures leave a part empty (spec §8 leaves contact
 * info failures unhandled: here they are logged and the page renders).
 */
export async function loadContactInfo(rendering: ComponentRendering, context: ContactInfoLoadContext): Promise<ContactInfoData> {
  const fields = (rendering.fields ?? {}) as Record<string, unknown>;
  const folder = textValue(fields['CountryDefaults']).trim().replace(/\/+$/, '');
  const mapLink = (fields['MapLink'] as { value?: { href?: unknown } } | undefined)?.value?.href;
  const mapHref = typeof mapLink === 'string' && mapLink.startsWith('/') && !mapLink.startsWith('//') ? mapLink : null;
  const country = await context.country().catch(() => 'CH');
  const countryDefault = async (): Promise<ContactSnapshot | null> => {
    if (!folder) return null;
    try {
      const item = (await context.contactInfo(`${folder}/${country.toLowerCase()}`)) ?? (await context.contactInfo(`${folder}/default`));
      return item ? snapshotOfPoint(pointOfItem(item)) : null;
    } catch (error) {
      context.log('contact-info-failed', { detail: String(error) });
      return null;
    }
  };
  const points = context.points().catch((error: unknown) => {
    context.log('contact-points-failed', { detail: String(error) });
    return [] as ContactPoint[];
  });
  const [fallback, all] = await Promise.all([countryDefault(), points]);
  const wanted = chosenPointId(context.url);
  const chosenPoint = wanted ? all.find((point) => plainId(point.id) === wanted) : undefined;
  return {
    country,
    countryDefault: fallback,
    chosen: chosenPoint ? { contact: snapshotOfPoint(chosenPoint), optOut: optOutOf(chosenPoint) } : null,
    candidates: candidatePoints(all, country).map((point) => ({ contact: snapshotOfPoint(point), optOut: optOutOf(point) })),
    mapHref,
  };
}
