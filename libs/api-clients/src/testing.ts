import type { ContactPoint } from './lib/locator/contact-points';

/**
 * `@mbw/api-clients/testing`: test data for the libs that read these clients' answers (knip counts
 * `libs/**\/src/testing.ts` as an entry). A contact point of the points service: every field empty
 * unless given.
 */
export function contactPointFixture(overrides: Partial<ContactPoint> & { id: string }): ContactPoint {
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
