import { describe, expect, it } from 'vitest';
import { contactAction, demoDeviceLink } from './hero-actions';

const base = {
  dealerHref: '/service/dealers',
  quoteHref: '/contact',
  product: { englishName: 'CALORA S3', articleNumber: '142.271' },
};

describe('contactAction (spec product §2)', () => {
  it('finds a dealer for visitors without a favourite contact (anonymous, none chosen, blank)', () => {
    for (const favouriteContactId of [null, undefined, '', '  ']) {
      expect(contactAction({ ...base, favouriteContactId })).toEqual({
        kind: 'dealer',
        href: '/service/dealers',
      });
    }
  });

  it('gets a quote from the favourite contact, with the product and the article number', () => {
    const action = contactAction({
      ...base,
      favouriteContactId: ' {6F1D2C3A-0000-4000-8000-000000000002} ',
    });
    expect(action.kind).toBe('quote');
    const url = new URL(action.href, 'https://example.com');
    expect(url.pathname).toBe('/contact');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      concern: 'quote',
      contactId: '{6F1D2C3A-0000-4000-8000-000000000002}',
      product: 'CALORA S3',
      articleNumber: '142.271',
    });
  });

  it('leaves the article number out when the page has no variant', () => {
    const action = contactAction({
      ...base,
      product: { englishName: 'CALORA S3', articleNumber: null },
      favouriteContactId: 'abc',
    });
    expect(action.href).toBe('/contact?concern=quote&contactId=abc&product=CALORA+S3');
  });
});

describe('demoDeviceLink (spec product §1, §2)', () => {
  const path = '/en/product/CALORA-S3/142-271';
  it('leads to the demo devices when the store has some for the variant', () => {
    expect(demoDeviceLink({ path, condition: null, demoCount: 2 })).toEqual({
      kind: 'demo',
      href: `${path}?condition=used`,
      count: 2,
    });
  });
  it('shows nothing without demo devices', () => {
    expect(demoDeviceLink({ path, condition: null, demoCount: 0 })).toBeNull();
    expect(demoDeviceLink({ path, condition: 'new', demoCount: 0 })).toBeNull();
  });
  it('leads back to the new device from the demo devices’ page', () => {
    expect(demoDeviceLink({ path, condition: 'used', demoCount: 0 })).toEqual({
      kind: 'new',
      href: path,
    });
  });
});
