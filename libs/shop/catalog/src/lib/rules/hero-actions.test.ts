import { describe, expect, it } from 'vitest';
import { contactAction, demoDeviceLink, expertLink } from './hero-actions';

const base = {
  dealerHref: '/sales-and-service-points',
  quoteHref: '/contact/get-a-quote',
  product: { englishName: 'CALORA S3', articleNumber: '142.271', solutionKeys: ['Plastic-Welding', 'roofing', ' ', 'roofing'] },
};

describe('contactAction (spec product §2)', () => {
  it('finds a dealer on the map filtered by the product’s solutions for visitors without a favourite contact', () => {
    for (const favouriteContactId of [null, undefined, '', '  ']) {
      expect(contactAction({ ...base, favouriteContactId })).toEqual({
        kind: 'dealer',
        href: '/sales-and-service-points?solutions=plastic-welding%2Croofing',
      });
    }
    expect(contactAction({ ...base, product: { ...base.product, solutionKeys: [] }, favouriteContactId: null }).href).toBe(
      '/sales-and-service-points',
    );
  });

  it('gets a quote from the favourite contact, with the product, the article number and the solutions', () => {
    const action = contactAction({
      ...base,
      favouriteContactId: ' {6F1D2C3A-0000-4000-8000-000000000002} ',
    });
    expect(action.kind).toBe('quote');
    const url = new URL(action.href, 'https://example.com');
    expect(url.pathname).toBe('/contact/get-a-quote');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      contactPoint: '{6F1D2C3A-0000-4000-8000-000000000002}',
      product: 'CALORA S3',
      articleNumber: '142.271',
      solutions: 'plastic-welding,roofing',
    });
  });

  it('leaves the article number and solutions out when the page has none', () => {
    const action = contactAction({
      ...base,
      product: { englishName: 'CALORA S3', articleNumber: null },
      favouriteContactId: 'abc',
    });
    expect(action.href).toBe('/contact/get-a-quote?contactPoint=abc&product=CALORA+S3');
  });
});

describe('expertLink (spec product §2 talk to an expert)', () => {
  it('leads to the expert concern with the product’s quote data', () => {
    expect(expertLink('/contact/talk-to-an-expert', base.product)).toBe(
      '/contact/talk-to-an-expert?product=CALORA+S3&articleNumber=142.271&solutions=plastic-welding%2Croofing',
    );
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
