import { describe, expect, it } from 'vitest';
import { localizeHref } from './hrefs';

describe('localizeHref', () => {
  it('prefixes internal item paths with the page language', () => {
    expect(localizeHref('/company/history', 'de-CH')).toBe('/de-CH/company/history');
    expect(localizeHref('/', 'fr')).toBe('/fr/');
    expect(localizeHref('/contact?topic=quote#form', 'it')).toBe('/it/contact?topic=quote#form');
  });

  it('leaves language-prefixed, external and special links alone', () => {
    for (const href of [
      '/en/company',
      '/de-CH',
      'https://example.com/x',
      '//evil.example',
      '/\\evil.example',
      'mailto:a@b.c',
      'tel:+41',
      '#top',
    ]) {
      expect(localizeHref(href, 'de')).toBe(href);
    }
  });
});
