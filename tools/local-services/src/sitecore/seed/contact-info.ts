import { PARTNER_KINDS, contactPoints, type ContactPointSeed } from '../../maps/seed/contact-points.ts';
import type { ItemRow } from './content.ts';
import { itemId } from './ids.ts';
import type { Language } from './sites.ts';

/**
 * The contact pages' country defaults (issue 28; spec discovery §4 "Contact page", §7
 * ContactInfoQuery by item path): one item per country at `/data/contact-info/{iso}` (shared data,
 * every site) holding the contact point fields of that country's group company, and
 * `/data/contact-info/default` (the group headquarters) for every other country. The site's
 * contact-info panel asks for `{folder}/{visitor's country}` and then `{folder}/default`.
 */
export const CONTACT_INFO_FOLDER_PATH = '/data/contact-info';

const RANK: Partial<Record<ContactPointSeed['kind'], number>> = { 'group-headquarters': 0, 'group-subsidiary': 1 };

function row(point: ContactPointSeed, name: string, language: Language, countries: Intl.DisplayNames): ItemRow {
  const path = `${CONTACT_INFO_FOLDER_PATH}/${name}`;
  return {
    site: 'shared',
    path,
    language,
    id: itemId('shared', path),
    name,
    displayName: point.companyName,
    template: 'ContactInfo',
    fields: {
      pointId: { value: point.id },
      category: { value: PARTNER_KINDS[point.kind].name[language] },
      companyName: { value: point.companyName },
      street: { value: point.street },
      streetNumber: { value: point.streetNumber },
      streetAddendum: { value: point.streetAddendum },
      zipCode: { value: point.zipCode },
      city: { value: point.city },
      country: { value: countries.of(point.countryCode) ?? point.countryCode },
      phone: { value: point.phone },
      fax: { value: point.fax },
      email: { value: point.email },
      website1: { value: point.website1 },
    },
    main: [],
  };
}

export function contactInfoRows(languages: readonly Language[]): ItemRow[] {
  const byCountry = new Map<string, ContactPointSeed>();
  for (const point of contactPoints()) {
    const rank = RANK[point.kind];
    if (rank === undefined) continue;
    const current = byCountry.get(point.countryCode);
    if (!current || rank < (RANK[current.kind] ?? 9)) byCountry.set(point.countryCode, point);
  }
  const headquarters = contactPoints().find((point) => point.kind === 'group-headquarters');
  return languages.flatMap((language) => {
    const countries = new Intl.DisplayNames([language], { type: 'region' });
    return [
      ...[...byCountry].map(([code, point]) => row(point, code.toLowerCase(), language, countries)),
      ...(headquarters ? [row(headquarters, 'default', language, countries)] : []),
    ];
  });
}
