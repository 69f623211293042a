import type { ContactPoint } from '@mbw/api-clients';

/** A contact point for the rules' tests: every field empty unless given. */
export function point(overrides: Partial<ContactPoint> & { id: string }): ContactPoint {
  return {
    name: overrides.id,
    companyName: `Company ${overrides.id}`,
    latitude: 47,
    longitude: 8,
    country: 'Switzerland',
    countryCode: 'CH',
    kindOfPartner: { id: 'official-dealer', name: 'Official dealer', icon: 'dealer' },
    solutionProvider: [],
    services: [],
    street: '',
    streetNumber: '',
    streetAddendum: '',
    zipCode: '',
    city: '',
    phone: '',
    fax: '',
    email: '',
    website1: '',
    shop1: '',
    howToFindUs: '',
    pageSelection: '',
    contactPageItems: [],
    isRestrictedContact: '0',
    isOptOutForFormMailSubmission: '0',
    ...overrides,
  };
}

export const kind = (id: string) => ({ id, name: id, icon: '' });
export const tag = (id: string) => ({ id, name: id });
