import { describe, expect, it } from 'vitest';
import {
  articleNumberToSlug,
  isAccountPagePath,
  downloadsPath,
  localizedPath,
  matchSitePath,
  parseArticleNumber,
  productNameToSlug,
  productPath,
} from './site-routes';

describe('parseArticleNumber', () => {
  it('accepts three digits, a dash or a dot, three digits, and returns the dotted form', () => {
    expect(parseArticleNumber('123-456')).toBe('123.456');
    expect(parseArticleNumber('123.456')).toBe('123.456');
  });

  it.each(['123456', '12-3456', '123-45', '1234-567', 'abc-def', '123_456', ' 123-456', '123-456 '])('rejects %j', (value) => {
    expect(parseArticleNumber(value)).toBeNull();
  });
});

describe('product links (spec account §2)', () => {
  it('turns spaces into dashes and dots into dashes', () => {
    expect(productNameToSlug('Hot Jet  S ')).toBe('Hot-Jet-S');
    expect(articleNumberToSlug('141.228')).toBe('141-228');
    expect(productPath({ language: 'de-CH', productName: 'Triac ST', articleNumber: '141.228' })).toBe('/de-CH/product/Triac-ST/141-228');
    expect(productPath({ language: 'en', productName: 'Triac ST' })).toBe('/en/product/Triac-ST');
  });

  it('encodes characters that are not safe in a path segment', () => {
    expect(productPath({ language: 'fr', productName: 'Électron 3/4' })).toBe('/fr/product/%C3%89lectron-3%2F4');
  });

  it('builds downloads paths without a language', () => {
    expect(downloadsPath({ productName: 'Weldplast S2', articleNumber: '123.456' })).toBe('/downloadsPage/Weldplast-S2/123-456');
    expect(downloadsPath({ productName: 'Weldplast S2' })).toBe('/downloadsPage/Weldplast-S2');
  });
});

describe('matchSitePath', () => {
  it('matches product pages with and without language and article number', () => {
    expect(matchSitePath('/de-CH/product/Triac-ST/141-228')).toEqual({
      kind: 'product',
      language: { tag: 'de-CH', language: 'de', region: 'CH' },
      productSlug: 'Triac-ST',
      articleNumber: '141.228',
    });
    expect(matchSitePath('/product/Triac-ST')).toEqual({
      kind: 'product',
      language: null,
      productSlug: 'Triac-ST',
      articleNumber: null,
    });
    expect(matchSitePath('/en/product/Triac-ST/141.228/')).toMatchObject({ kind: 'product', articleNumber: '141.228' });
  });

  it('matches downloads pages', () => {
    expect(matchSitePath('/downloadsPage/Triac-ST/141-228')).toEqual({
      kind: 'downloads',
      language: null,
      productSlug: 'Triac-ST',
      articleNumber: '141.228',
    });
    expect(matchSitePath('/fr/downloadsPage/Triac-ST')).toMatchObject({ kind: 'downloads', articleNumber: null });
  });

  it('rejects product paths with a bad article number or extra segments', () => {
    expect(matchSitePath('/en/product/Triac-ST/14-1228')).toMatchObject({ kind: 'invalid' });
    expect(matchSitePath('/en/product/Triac-ST/141-228/extra')).toMatchObject({ kind: 'invalid' });
    expect(matchSitePath('/en/product')).toMatchObject({ kind: 'invalid' });
  });

  it('resolves everything else as a content item, with the optional language prefix removed', () => {
    expect(matchSitePath('/')).toEqual({ kind: 'content', language: null, itemPath: '/' });
    expect(matchSitePath('/de/')).toEqual({
      kind: 'content',
      language: { tag: 'de', language: 'de', region: null },
      itemPath: '/',
    });
    expect(matchSitePath('/it-CH/company/history')).toMatchObject({ kind: 'content', itemPath: '/company/history' });
    // A two-letter segment that is not a site language is part of the path.
    expect(matchSitePath('/es/company')).toEqual({ kind: 'content', language: null, itemPath: '/es/company' });
    expect(matchSitePath('/company/product/x')).toMatchObject({ kind: 'content', itemPath: '/company/product/x' });
  });

  it('decodes segments and keeps unicode', () => {
    expect(matchSitePath('/de/%C3%BCber-uns')).toMatchObject({ kind: 'content', itemPath: '/über-uns' });
  });

  it.each([
    ['malformed escapes', '/en/%E0%A4%A'],
    ['dot-dot after decoding', '/en/%2E%2E/secret'],
    ['plain dot-dot', '/en/../secret'],
    ['encoded slash', '/en/a%2Fb'],
    ['encoded backslash', '/en/a%5Cb'],
    ['control characters', '/en/a%00b'],
    ['markup', '/en/%3Cscript%3E'],
    ['a 2 KB segment', `/en/${'a'.repeat(2048)}`],
    ['a path longer than the limit', `/en/${'abc/'.repeat(300)}`],
  ])('treats %s as invalid, never throwing', (_, path) => {
    expect(matchSitePath(path)).toMatchObject({ kind: 'invalid' });
  });
});

describe('localizedPath', () => {
  it('prefixes the language and keeps the home path a trailing slash', () => {
    expect(localizedPath('de-CH', '/')).toBe('/de-CH/');
    expect(localizedPath('fr', '/company/history')).toBe('/fr/company/history');
    expect(localizedPath('de', '/über uns')).toBe('/de/%C3%BCber%20uns');
  });
});

describe('isAccountPagePath', () => {
  it('is true for the account root and everything under it, whatever the case', () => {
    expect(isAccountPagePath('/my-account')).toBe(true);
    expect(isAccountPagePath('/my-account/devices/register')).toBe(true);
    expect(isAccountPagePath('/My-Account/orders')).toBe(true);
  });
  it('is false for other pages that merely start alike', () => {
    expect(isAccountPagePath('/my-accountant')).toBe(false);
    expect(isAccountPagePath('/company/my-account')).toBe(false);
    expect(isAccountPagePath('/')).toBe(false);
  });
});
