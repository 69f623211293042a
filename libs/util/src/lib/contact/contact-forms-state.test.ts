import { describe, expect, it } from 'vitest';
import {
  EMPTY_CONTACT_FORMS_STATE,
  cleanUpOnLeave,
  ownRelativePath,
  parseContactFormsState,
  readContactFormsState,
  selectContact,
  usableEmail,
  withChosenPoint,
  withPerson,
  withoutStoredContact,
  writeContactFormsState,
  type ContactFormsState,
  type ContactSnapshot,
} from './contact-forms-state';
import { CONTACT_FORMS_STORAGE_KEY, forgetStoredContact } from './contact-forms-storage';

const contact = (id: string, kind: ContactSnapshot['kind'] = 'point'): ContactSnapshot => ({
  id,
  kind,
  category: 'Group subsidiary',
  name: `Contact ${id}`,
  addressLines: ['Main Street 1', '6060 Sarnen'],
  phone: '+41 41 000 00 00',
  fax: '',
  email: `${id}@example.com`,
  website: '',
  description: '',
  picture: null,
  workFormUrl: '',
});

const filled: ContactFormsState = {
  ...EMPTY_CONTACT_FORMS_STATE,
  quoteLink: '/en/contact/get-a-quote?product=1',
  productQuoteData: '{"id":1}',
  wishlistName: 'Workshop',
  deviceInfo: 'HG 2620',
  careerFormData: { title: 'Engineer', location: 'Sarnen', workload: '100%', country: 'CH', picture: '', label: 'Apply' },
  jobInfoHidden: true,
  contactPoint: contact('p1'),
};

describe('usableEmail (spec §4: none or more than one @ is ignored)', () => {
  it('keeps an address with exactly one @', () => expect(usableEmail(' sales@example.com ')).toBe('sales@example.com'));
  it('ignores an address without @', () => expect(usableEmail('sales.example.com')).toBe(''));
  it('ignores an address with two @', () => expect(usableEmail('a@b@example.com')).toBe(''));
  it('ignores nothing at all', () => {
    expect(usableEmail(undefined)).toBe('');
    expect(usableEmail(null)).toBe('');
    expect(usableEmail('')).toBe('');
  });
});

describe('selectContact (spec §4 contact page)', () => {
  const person = contact('person', 'person');
  const chosen = contact('chosen');
  const fallback = contact('default');
  it('a stored person wins', () =>
    expect(selectContact({ person, chosenPoint: chosen, countryDefault: fallback })).toEqual({ source: 'person', contact: person }));
  it('then a chosen contact point', () =>
    expect(selectContact({ person: null, chosenPoint: chosen, countryDefault: fallback })).toEqual({ source: 'point', contact: chosen }));
  it('then the country default', () =>
    expect(selectContact({ person: null, chosenPoint: null, countryDefault: fallback })).toEqual({
      source: 'country-default',
      contact: fallback,
    }));
  it('else none', () =>
    expect(selectContact({ person: null, chosenPoint: null, countryDefault: null })).toEqual({ source: 'none', contact: null }));
});

describe('cleanUpOnLeave (spec §4 leaving a contact page)', () => {
  it('clears quote link, product quote data, wishlist name and device info, and career and job data', () => {
    const next = cleanUpOnLeave(filled);
    expect(next).toMatchObject({
      quoteLink: '',
      productQuoteData: '',
      wishlistName: '',
      deviceInfo: '',
      careerFormData: null,
      jobInfoHidden: false,
    });
    expect(next.contactPoint).toEqual(filled.contactPoint);
  });
  it('keeps the quote data when the visitor came through the change-contact action, still clears career and job data', () => {
    const next = cleanUpOnLeave({ ...filled, isContactChangeActive: true });
    expect(next).toMatchObject({
      quoteLink: filled.quoteLink,
      productQuoteData: filled.productQuoteData,
      wishlistName: 'Workshop',
      deviceInfo: 'HG 2620',
      careerFormData: null,
      jobInfoHidden: false,
      isContactChangeActive: true,
    });
  });
});

describe('stored contact changes', () => {
  it('a header contact link forgets the point and the person, nothing else', () => {
    const next = withoutStoredContact({ ...filled, person: contact('x', 'person'), currentInfoPointId: 'p1' });
    expect(next).toMatchObject({ contactPoint: null, person: null, currentInfoPointId: '', quoteLink: filled.quoteLink });
  });
  it('choosing a point drops the person and keeps only a usable e-mail', () => {
    const next = withChosenPoint({ ...filled, person: contact('x', 'person') }, { ...contact('p2'), email: 'a@@b' }, true);
    expect(next).toMatchObject({ person: null, currentInfoPointId: 'p2', currentInfoPointEmail: '', isOptOut: true });
  });
  it('a person click stores the person and their sales point', () => {
    const next = withPerson(EMPTY_CONTACT_FORMS_STATE, contact('anna', 'person'), 'sales-1');
    expect(next).toMatchObject({ currentInfoSalesEmail: 'anna@example.com', currentInfoSalesPageId: 'sales-1' });
    expect(selectContact({ person: next.person, chosenPoint: filled.contactPoint, countryDefault: null }).source).toBe('person');
  });
});

describe('parseContactFormsState (whatever the storage holds)', () => {
  it('round-trips a state', () => expect(parseContactFormsState(JSON.stringify(filled))).toEqual(filled));
  it.each([null, '', 'not json', '[]', '42', 'x'.repeat(30_000)])('gives the empty state for %j', (raw) =>
    expect(parseContactFormsState(raw as string | null)).toEqual(EMPTY_CONTACT_FORMS_STATE),
  );
  it('drops wrong types, foreign return paths and unusable e-mails', () => {
    const parsed = parseContactFormsState(
      JSON.stringify({
        savedContactRelativePath: 'https://evil.example/',
        isContactChangeActive: 'yes',
        contactPoint: { id: 'p', name: 'P', email: 'no-at', picture: { src: 'javascript:alert(1)' } },
        person: { id: 'x' },
      }),
    );
    expect(parsed.savedContactRelativePath).toBe('');
    expect(parsed.isContactChangeActive).toBe(false);
    expect(parsed.contactPoint).toMatchObject({ id: 'p', email: '', picture: null });
    expect(parsed.person).toBeNull();
  });
  it('ownRelativePath keeps site paths only', () => {
    expect(ownRelativePath('/en/contact')).toBe('/en/contact');
    expect(ownRelativePath('//evil.example')).toBe('');
    expect(ownRelativePath('/\\evil.example')).toBe('');
  });
});

describe("forgetStoredContact (the header's contact links, in every page's first load)", () => {
  it('leaves what withoutStoredContact leaves, read back through the lenient parser', () => {
    const stored: ContactFormsState = {
      ...filled,
      person: contact('x', 'person'),
      currentInfoPointId: 'p1',
      currentInfoPointEmail: 'p1@example.com',
      isOptOut: true,
      currentInfoSalesEmail: 'sales@example.com',
      currentInfoSalesPageId: 'page-1',
    };
    writeContactFormsState(stored);
    forgetStoredContact();
    expect(readContactFormsState()).toEqual(withoutStoredContact(stored));
  });

  it('drops an entry that is not an object, and leaves no entry where there was none', () => {
    window.sessionStorage.setItem(CONTACT_FORMS_STORAGE_KEY, '[1,2');
    forgetStoredContact();
    expect(window.sessionStorage.getItem(CONTACT_FORMS_STORAGE_KEY)).toBeNull();
    forgetStoredContact();
    expect(window.sessionStorage.getItem(CONTACT_FORMS_STORAGE_KEY)).toBeNull();
  });
});
