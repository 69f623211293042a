import { describe, expect, it } from 'vitest';
import { buildPageMeta, documentTitle, openGraphLocale, pageMeta, publicImageUrl } from './page-meta';

const alternates = ['en', 'de', 'fr', 'it'].map((l) => ({ hrefLang: l, href: `https://x.test/${l}/company` }));

describe('buildPageMeta', () => {
  it('emits title, description, canonical, hreflang alternates and Open Graph tags', () => {
    const meta = buildPageMeta({
      title: 'Company',
      siteName: 'Kestrel Sensor',
      description: 'About us',
      canonicalUrl: 'https://x.test/de-CH/company',
      language: 'de-CH',
      alternates: [...alternates, { hrefLang: 'x-default', href: 'https://x.test/en/company' }],
      openGraph: { title: 'Über uns', image: { src: 'https://x.test/og.png', alt: 'Plant' } },
    });
    expect(meta).toEqual([
      { title: 'Company | Kestrel Sensor' },
      { name: 'description', content: 'About us' },
      { tagName: 'link', rel: 'canonical', href: 'https://x.test/de-CH/company' },
      ...alternates.map((a) => ({ tagName: 'link', rel: 'alternate', ...a })),
      { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://x.test/en/company' },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Kestrel Sensor' },
      { property: 'og:title', content: 'Über uns' },
      { property: 'og:url', content: 'https://x.test/de-CH/company' },
      { property: 'og:locale', content: 'de_CH' },
      { property: 'og:description', content: 'About us' },
      { property: 'og:image', content: 'https://x.test/og.png' },
      { property: 'og:image:alt', content: 'Plant' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: 'Über uns' },
      { name: 'twitter:description', content: 'About us' },
      { name: 'twitter:image', content: 'https://x.test/og.png' },
      { name: 'twitter:image:alt', content: 'Plant' },
    ]);
  });

  it('without a picture the card is the small summary, titled like the page', () => {
    const meta = buildPageMeta({ title: 'Company', siteName: 'S', canonicalUrl: 'https://x.test/en/company', language: 'en', alternates });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(meta).toContainEqual({ name: 'twitter:title', content: 'Company | S' });
    expect(meta.some((tag) => 'name' in tag && (tag.name === 'twitter:image' || tag.name === 'twitter:description'))).toBe(false);
  });

  it('marks not-found pages noindex and leaves out canonical and alternates', () => {
    const meta = buildPageMeta({
      title: 'Page not found',
      siteName: 'S',
      canonicalUrl: 'https://x.test/en/x',
      language: 'en',
      alternates,
      noindex: true,
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(meta.some((m) => 'rel' in m)).toBe(false);
  });
});

describe('documentTitle and openGraphLocale', () => {
  it('does not repeat the site name', () => {
    expect(documentTitle('Kestrel Group', 'Kestrel Group')).toBe('Kestrel Group');
    expect(documentTitle('  ', 'Kestrel Group')).toBe('Kestrel Group');
    expect(documentTitle('News', 'Kestrel Group')).toBe('News | Kestrel Group');
  });

  it('maps language tags to Open Graph locales', () => {
    expect(openGraphLocale('de-CH')).toBe('de_CH');
    expect(openGraphLocale('fr')).toBe('fr_FR');
    expect(openGraphLocale('en')).toBe('en_GB');
  });
});

describe('pageMeta', () => {
  it('makes the canonical URL the page in its own language, every site language an alternate and English x-default, on the public origin', () => {
    const meta = pageMeta({
      title: 'Downloads – CALORA S3',
      siteName: 'Kestrel Technologies',
      origin: 'https://technologies.example',
      language: 'de-CH',
      pathFor: (language) => `/${language}/downloadsPage/CALORA-S3`,
      noindex: true,
    });
    expect(meta.canonicalUrl).toBe('https://technologies.example/de-CH/downloadsPage/CALORA-S3');
    expect(meta.alternates).toEqual([
      { hrefLang: 'en', href: 'https://technologies.example/en/downloadsPage/CALORA-S3' },
      { hrefLang: 'de', href: 'https://technologies.example/de/downloadsPage/CALORA-S3' },
      { hrefLang: 'fr', href: 'https://technologies.example/fr/downloadsPage/CALORA-S3' },
      { hrefLang: 'it', href: 'https://technologies.example/it/downloadsPage/CALORA-S3' },
      { hrefLang: 'x-default', href: 'https://technologies.example/en/downloadsPage/CALORA-S3' },
    ]);
    expect(meta).toMatchObject({ title: 'Downloads – CALORA S3', language: 'de-CH', noindex: true });
    expect(meta).not.toHaveProperty('description');
  });
});

describe('publicImageUrl', () => {
  const origin = 'https://www.sensor.test';
  it('resolves a relative URL on the public origin', () => {
    expect(publicImageUrl('/-/media/hero.jpg?h=600', origin)).toBe('https://www.sensor.test/-/media/hero.jpg?h=600');
  });
  it("moves a media-library URL on the CMS's host to the public origin, and leaves a CDN's alone", () => {
    expect(publicImageUrl('http://cms.internal:8080/-/media/hero.jpg', origin)).toBe('https://www.sensor.test/-/media/hero.jpg');
    expect(publicImageUrl('https://images.cdn.test/p/1.jpg', origin)).toBe('https://images.cdn.test/p/1.jpg');
  });
  it('gives nothing for an empty or non-web URL', () => {
    expect(publicImageUrl('', origin)).toBeUndefined();
    expect(publicImageUrl('  ', origin)).toBeUndefined();
    expect(publicImageUrl(null, origin)).toBeUndefined();
    expect(publicImageUrl('javascript:alert(1)', origin)).toBeUndefined();
    expect(publicImageUrl('data:image/png;base64,AAAA', origin)).toBeUndefined();
  });
});
