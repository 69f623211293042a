import { describe, expect, it, vi } from 'vitest';
import type { ContactInfoItem, ContactPoint } from '@mbw/api-clients';
import { contactPointFixture } from '@mbw/api-clients/testing';
import { candidatePoints, chosenPointId, loadContactInfo, MAX_CANDIDATES, snapshotOfPoint } from './contact-info-load';

/** A contact point with an address, a phone and a mail address. */
function point(overrides: Partial<ContactPoint> & { id: string }): ContactPoint {
  return contactPointFixture({
    kindOfPartner: { id: 'official-dealer', name: 'Official dealer', icon: '' },
    street: 'Main Street',
    streetNumber: '1',
    zipCode: '6060',
    city: 'Sarnen',
    phone: '+41 41 000 00 00',
    email: 'sales@example.com',
    ...overrides,
  });
}

const ID = '5a1e5000-0000-4000-8000-000000000007';
const item = (name: string): ContactInfoItem => ({
  id: `item-${name}`,
  displayName: `Kestrel ${name}`,
  fields: { pointId: `point-${name}`, companyName: `Kestrel ${name}`, category: 'Group subsidiary', city: 'Sarnen', email: 'x@@y' },
});
const rendering = {
  uid: 'u1',
  componentName: 'ContactInfo',
  fields: {
    CountryDefaults: { value: '/sitecore/content/shared/home/data/contact-info/' },
    MapLink: { value: { href: '/sales-and-service-points' } },
  },
};

function context(overrides: Partial<Parameters<typeof loadContactInfo>[1]> = {}) {
  return {
    url: new URL('https://site.example/en/contact/get-a-quote'),
    country: async () => 'DE',
    contactInfo: vi.fn(async (path: string) => (path.endsWith('/de') ? item('de') : path.endsWith('/default') ? item('default') : null)),
    points: async () => [point({ id: ID, countryCode: 'DE', isOptOutForFormMailSubmission: '1' }), point({ id: 'ch-1' })],
    log: vi.fn(),
    ...overrides,
  };
}

describe('loadContactInfo (spec §4 contact page, §7 ContactInfoQuery)', () => {
  it("reads the country's default by item path; its e-mail with two @ is ignored", async () => {
    const data = await loadContactInfo(rendering, context());
    expect(data.country).toBe('DE');
    expect(data.countryDefault).toMatchObject({ id: 'point-de', name: 'Kestrel de', category: 'Group subsidiary', email: '' });
    expect(data.mapHref).toBe('/sales-and-service-points');
    expect(data.chosen).toBeNull();
    expect(data.candidates.map((candidate) => candidate.contact.id)).toEqual([ID]);
  });
  it('falls back to the default item when the country has none', async () => {
    const ctx = context({ country: async () => 'BR' });
    expect((await loadContactInfo(rendering, ctx)).countryDefault?.id).toBe('point-default');
    expect(ctx.contactInfo).toHaveBeenCalledWith('/sitecore/content/shared/home/data/contact-info/br');
  });
  it('answers the point of ?contactPoint= (braces, upper case) with its opt-out flag', async () => {
    const url = new URL(`https://site.example/en/contact/get-a-quote?contactPoint=${encodeURIComponent(`{${ID.toUpperCase()}}`)}`);
    const data = await loadContactInfo(rendering, context({ url }));
    expect(data.chosen).toMatchObject({ contact: { id: ID }, optOut: true });
  });
  it('copes with failing calls: no default, no points, the failures logged', async () => {
    const ctx = context({
      contactInfo: async () => Promise.reject(new Error('down')),
      points: async () => Promise.reject(new Error('down')),
      country: async () => Promise.reject(new Error('down')),
    });
    const data = await loadContactInfo(rendering, ctx);
    expect(data).toMatchObject({ country: 'CH', countryDefault: null, chosen: null, candidates: [] });
    expect(ctx.log).toHaveBeenCalledTimes(2);
  });
  it('has no default without a CountryDefaults field, and no map link off the site', async () => {
    const data = await loadContactInfo(
      { uid: 'u2', componentName: 'ContactInfo', fields: { MapLink: { value: { href: '//evil.example' } } } },
      context(),
    );
    expect(data.countryDefault).toBeNull();
    expect(data.mapHref).toBeNull();
  });
});

describe('chosenPointId', () => {
  it('takes a GUID with or without braces and dashes', () => {
    expect(chosenPointId(new URL(`https://x/?contactPoint={${ID}}`))).toBe(ID.replace(/-/g, ''));
    expect(chosenPointId(new URL('https://x/?contactPoint=<script>'))).toBe('');
    expect(chosenPointId(new URL('https://x/'))).toBe('');
  });
});

describe('candidatePoints (the change dialog)', () => {
  it("lists the country's unrestricted points, group companies first, at most MAX_CANDIDATES", () => {
    const points = [
      point({ id: 'dealer', companyName: 'A dealer' }),
      point({ id: 'sub', companyName: 'Z sub', kindOfPartner: { id: 'group-subsidiary', name: 'Group subsidiary', icon: '' } }),
      point({ id: 'restricted', isRestrictedContact: '1' }),
      point({ id: 'abroad', countryCode: 'DE' }),
      ...Array.from({ length: 12 }, (_, index) => point({ id: `more-${index}`, companyName: `M ${String(index).padStart(2, '0')}` })),
    ];
    const ids = candidatePoints(points, 'CH').map((candidate) => candidate.id);
    expect(ids[0]).toBe('sub');
    expect(ids[1]).toBe('dealer');
    expect(ids).not.toContain('restricted');
    expect(ids).not.toContain('abroad');
    expect(ids).toHaveLength(MAX_CANDIDATES);
  });
});

describe('snapshotOfPoint (the map card fields)', () => {
  it('keeps the card fields; an e-mail without @ is ignored; a javascript: website is dropped', () => {
    const snapshot = snapshotOfPoint(
      point({ id: 'p', email: 'sales.example.com', website1: 'javascript:alert(1)', solutionProvider: [{ id: 'r', name: 'Roofing' }] }),
    );
    expect(snapshot).toMatchObject({
      category: 'Official dealer (Roofing)',
      name: 'Company p',
      addressLines: ['Main Street 1', '6060 Sarnen', 'Switzerland'],
      email: '',
      website: '',
    });
  });
});
