import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, emptyJsonLdValues, organizationJsonLd, serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('escapes what could close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    const data = breadcrumbListJsonLd([
      { name: 'Home', url: 'https://x.test/de/' },
      { name: 'Company', url: 'https://x.test/de/company' },
      { name: ' History ', url: 'https://x.test/de/company/history' },
    ]);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/de/' },
        { '@type': 'ListItem', position: 2, name: 'Company', item: 'https://x.test/de/company' },
        { '@type': 'ListItem', position: 3, name: 'History', item: 'https://x.test/de/company/history' },
      ],
    });
    expect(emptyJsonLdValues(data)).toEqual([]);
  });

  it('leaves out unnamed entries and is null without a trail of two', () => {
    expect(breadcrumbListJsonLd([{ name: 'Home', url: 'https://x.test/en/' }])).toBeNull();
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: 'https://x.test/en/' },
        { name: ' ', url: 'https://x.test/en/a' },
      ]),
    ).toBeNull();
  });
});

describe('organizationJsonLd', () => {
  it('has name, url and logo, and sameAs only with absolute profile URLs', () => {
    const plain = organizationJsonLd({ name: 'Kestrel Sensor', url: 'https://x.test/', logo: 'https://x.test/logo.svg' });
    expect(plain).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Kestrel Sensor',
      url: 'https://x.test/',
      logo: 'https://x.test/logo.svg',
    });
    expect(emptyJsonLdValues(plain)).toEqual([]);
    expect(
      organizationJsonLd({
        name: 'K',
        url: 'https://x.test/',
        logo: 'https://x.test/l.svg',
        sameAs: ['https://www.linkedin.com/company/k', '/local', ''],
      }).sameAs,
    ).toEqual(['https://www.linkedin.com/company/k']);
  });
});

describe('emptyJsonLdValues', () => {
  it('names every empty value by its path', () => {
    expect(emptyJsonLdValues({ a: '', b: { c: [] }, d: [1, null], e: {}, f: 0, g: false })).toEqual(['$.a', '$.b.c', '$.d[1]', '$.e']);
  });
});
