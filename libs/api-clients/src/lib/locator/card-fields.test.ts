import { describe, expect, it } from 'vitest';
import { contactCardFields, mailHref, phoneHref, safeHref } from './card-fields';
import { contactPointFixture } from '../../testing';

const point = contactPointFixture;

const tag = (id: string) => ({ id, name: id });

describe('contact card fields (spec discovery §2)', () => {
  it('category, provider in brackets, address lines, links', () => {
    const card = contactCardFields(
      point({
        id: 'x',
        kindOfPartner: { id: 'official-dealer', name: 'Official dealer', icon: '' },
        solutionProvider: [tag('roofing'), { id: 'packaging', name: 'Packaging' }],
        companyName: ' Alpha AG ',
        street: 'Main Street',
        streetNumber: '4a',
        streetAddendum: 'Unit 2',
        zipCode: '8000',
        city: 'Zurich',
        country: 'Switzerland',
        phone: '+41 44 555 00 00',
        email: 'info@alpha.example',
        website1: 'https://alpha.example/',
        shop1: 'javascript:alert(1)',
        howToFindUs: '//evil.example/',
        pageSelection: '/contact',
        contactPageItems: [
          { name: 'Get a quote', link: '/contact?form=quote', form: 'quote' },
          { name: 'Bad', link: 'data:text/html,x', form: 'x' },
        ],
      }),
    );
    expect(card).toMatchObject({
      category: 'Official dealer',
      provider: 'roofing, Packaging',
      companyName: 'Alpha AG',
      addressLines: ['Main Street 4a', 'Unit 2', '8000 Zurich', 'Switzerland'],
      phone: { text: '+41 44 555 00 00', href: 'tel:+41445550000' },
      email: { text: 'info@alpha.example', href: 'mailto:info@alpha.example' },
      website: 'https://alpha.example/',
      shop: null,
      howToFindUs: null,
      details: '/contact',
      contactItems: [{ name: 'Get a quote', href: '/contact?form=quote' }],
    });
  });

  it('leaves out what is empty: no contact items → the disabled label', () => {
    const card = contactCardFields(point({ id: 'y', companyName: '', name: 'fallback-name' }));
    expect(card).toMatchObject({
      companyName: 'fallback-name',
      addressLines: ['Switzerland'],
      phone: null,
      email: null,
      contactItems: [],
      provider: '',
    });
  });

  it('links only what is safe', () => {
    expect(safeHref(' /path ')).toBe('/path');
    expect(safeHref('http://a.example')).toBe('http://a.example/');
    expect(safeHref('mailto:x@y.z')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(phoneHref('n/a')).toBeNull();
    expect(mailHref('a@b@c.example')).toBeNull();
    expect(mailHref('nobody')).toBeNull();
  });
});
