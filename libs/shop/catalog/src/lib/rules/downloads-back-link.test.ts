import { describe, expect, it } from 'vitest';
import { DOWNLOADS_LISTER_PATH, MY_DEVICES_PATH, downloadsBackLink } from './downloads-back-link';

const PRODUCT = '/en/product/CALORA-S3/142-270';

describe('downloadsBackLink (spec product §2)', () => {
  it('defaults to the product page', () => {
    expect(downloadsBackLink(null, PRODUCT)).toEqual({ target: 'product', href: PRODUCT });
    expect(downloadsBackLink('', PRODUCT)).toEqual({ target: 'product', href: PRODUCT });
  });
  it('understands the keywords', () => {
    expect(downloadsBackLink('my-devices', PRODUCT)).toEqual({ target: 'my-devices', href: MY_DEVICES_PATH });
    expect(downloadsBackLink('downloads', PRODUCT)).toEqual({ target: 'downloads-lister', href: DOWNLOADS_LISTER_PATH });
  });
  it('accepts the allow-listed own paths, with or without language, query or trailing slash', () => {
    expect(downloadsBackLink('/de-CH/my-account/my-devices/', PRODUCT).target).toBe('my-devices');
    expect(downloadsBackLink('/downloads?q=calora', PRODUCT).target).toBe('downloads-lister');
    expect(downloadsBackLink('/fr/Downloads', PRODUCT).target).toBe('downloads-lister');
  });
  it('ignores anything else: other pages, external and protocol-relative URLs, junk', () => {
    for (const from of [
      '/company',
      'https://evil.example/downloads',
      '//evil.example/downloads',
      '/\\evil.example',
      'javascript:alert(1)',
      '/en/product/x',
      '/%zz',
    ]) {
      expect(downloadsBackLink(from, PRODUCT)).toEqual({ target: 'product', href: PRODUCT });
    }
  });
});
