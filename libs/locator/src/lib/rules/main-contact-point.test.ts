import { describe, expect, it } from 'vitest';
import { kind, point, tag } from './fixtures';
import { mainContactPoint } from './main-contact-point';

const hq = point({ id: 'hq', countryCode: 'CH', kindOfPartner: kind('group-headquarters') });
const deSubsidiary = point({ id: 'de-sub', countryCode: 'DE', kindOfPartner: kind('group-subsidiary') });
const frPartner = point({
  id: 'fr-partner',
  countryCode: 'FR',
  kindOfPartner: kind('official-sales-and-integration-partner'),
  services: [tag('repair')],
});
const frDistributor = point({
  id: 'fr-dist',
  countryCode: 'FR',
  kindOfPartner: kind('distributor-headquarter'),
  solutionProvider: [tag('roofing')],
});
const frDealer = point({ id: 'fr-dealer', countryCode: 'FR', kindOfPartner: kind('official-dealer'), services: [tag('rental')] });
const frSubDealer = point({
  id: 'fr-sub-dealer',
  countryCode: 'FR',
  kindOfPartner: kind('sub-dealer-headquarter'),
  solutionProvider: [tag('packaging')],
});
const all = [frDealer, frSubDealer, frPartner, frDistributor, deSubsidiary, hq];

describe('main contact point (spec discovery §4)', () => {
  it('1. the favourite, whatever else matches (ids compared without braces and case)', () => {
    expect(mainContactPoint(all, { favouriteId: '{FR-DEALER}', visitorCountry: 'DE', filters: [] })?.id).toBe('fr-dealer');
  });

  it('2. else the group subsidiary in the visitor’s country', () => {
    expect(mainContactPoint(all, { favouriteId: 'unknown', visitorCountry: 'de', filters: ['nothing'] })?.id).toBe('de-sub');
  });

  it('3. else a sales and integration partner or distributor headquarter matching a filter', () => {
    expect(mainContactPoint(all, { visitorCountry: 'FR', filters: [] })?.id).toBe('fr-partner');
    expect(mainContactPoint(all, { visitorCountry: 'FR', filters: ['roofing'] })?.id).toBe('fr-dist');
  });

  it('4. else an official dealer or sub-dealer headquarter matching a filter', () => {
    expect(mainContactPoint(all, { visitorCountry: 'FR', filters: ['rental'] })?.id).toBe('fr-dealer');
    expect(mainContactPoint(all, { visitorCountry: 'FR', filters: ['packaging'] })?.id).toBe('fr-sub-dealer');
  });

  it('5. else the Swiss group headquarters (no match in the country, or no country known)', () => {
    expect(mainContactPoint(all, { visitorCountry: 'FR', filters: ['calibration'] })?.id).toBe('hq');
    expect(mainContactPoint(all, { visitorCountry: 'JP', filters: [] })?.id).toBe('hq');
    expect(mainContactPoint(all, { visitorCountry: null, filters: [] })?.id).toBe('hq');
  });

  it('6. else none (a headquarters outside Switzerland does not count)', () => {
    const abroad = point({ id: 'hq-us', countryCode: 'US', kindOfPartner: kind('group-headquarters') });
    expect(mainContactPoint([frDealer, abroad], { visitorCountry: 'FR', filters: ['calibration'] })).toBeNull();
    expect(mainContactPoint([], { favouriteId: 'x', visitorCountry: 'FR', filters: [] })).toBeNull();
  });
});
