import { describe, expect, it } from 'vitest';
import {
  COOKIES,
  brandLanguageCookie,
  isCookieMalformed,
  isSameOriginPath,
  languageFlyoutCookies,
  parseCookieHeader,
  readBrowserCookie,
  readCookie,
  serializeClearCookie,
  serializeSetCookie,
  writeBrowserCookie,
} from './cookies';

describe('readCookie: well-formed values', () => {
  it('reads typed values', () => {
    const header =
      'lang=de-ch; country=ch; country_code=DE; region=Europe; market=DE; cartId=gid%3A%2F%2Fshopify%2FCart%2Fabc123%3Fkey%3Dx';
    expect(readCookie(COOKIES.lang, header)).toBe('de-CH');
    expect(readCookie(COOKIES.country, header)).toBe('CH');
    expect(readCookie(COOKIES.countryCode, header)).toBe('DE');
    expect(readCookie(COOKIES.region, header)).toBe('Europe');
    expect(readCookie(COOKIES.market, header)).toBe('de');
    expect(readCookie(COOKIES.cartId, header)).toBe('gid://shopify/Cart/abc123?key=x');
  });

  it('reads JSON cookies for compare and wishlist', () => {
    const compare = encodeURIComponent(JSON.stringify({ 'Hot-air tools': [11, 12] }));
    const wishlist = encodeURIComponent(JSON.stringify({ 'My list': [{ VariantId: '42', AddDate: '2026-01-01' }] }));
    const header = `compare=${compare}; wishlist=${wishlist}`;
    expect(readCookie(COOKIES.compare, header)).toEqual({ 'Hot-air tools': [11, 12] });
    expect(readCookie(COOKIES.wishlist, header)).toEqual({ 'My list': [{ VariantId: '42', AddDate: '2026-01-01' }] });
  });

  it('reads the per-site language cookie', () => {
    expect(readCookie(brandLanguageCookie('technologies'), 'technologies#lang=fr')).toBe('fr');
  });
});

describe('the JSON cookies’ checks', () => {
  it('keep an item’s other fields and leave out keys that would reach a prototype', () => {
    const wishlist = '{"__proto__":[{"VariantId":"1"}],"a":[{"VariantId":"7","Note":"x","constructor":1}]}';
    const value = readCookie(COOKIES.wishlist, `wishlist=${encodeURIComponent(wishlist)}`);
    expect(value).toEqual({ a: [{ VariantId: '7', Note: 'x' }] });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    const compare = readCookie(COOKIES.compare, `compare=${encodeURIComponent('{"__proto__":[1],"b":[1,2,3,4]}')}`);
    expect(compare).toEqual({ b: [1, 2, 3, 4] });
    expect(({} as Record<string, unknown>)['b']).toBeUndefined();
  });
});

describe('readCookie: malformed values are treated as absent', () => {
  it.each([
    ['lang', COOKIES.lang, 'lang=klingon'],
    ['lang with markup', COOKIES.lang, 'lang=%3Cscript%3E'],
    ['undecodable escape', COOKIES.lang, 'lang=%E0%A4%A'],
    ['country of three letters', COOKIES.country, 'country=CHE'],
    ['region with markup', COOKIES.region, 'region=%3Cimg%20src%3Dx%3E'],
    ['redirect to another host', COOKIES.redirectUrl, 'redirectURL=https%3A%2F%2Fevil.example'],
    ['protocol-relative redirect', COOKIES.redirectUrl, 'redirectURL=%2F%2Fevil.example'],
    ['backslash redirect', COOKIES.redirectUrl, 'redirectURL=%2F%5Cevil.example'],
    ['compare that is not JSON', COOKIES.compare, 'compare={oops'],
    ['compare with 5 ids in one category', COOKIES.compare, `compare=${encodeURIComponent(JSON.stringify({ a: [1, 2, 3, 4, 5] }))}`],
    ['compare that is an array', COOKIES.compare, `compare=${encodeURIComponent('[1,2]')}`],
    ['compare with ids as strings', COOKIES.compare, `compare=${encodeURIComponent(JSON.stringify({ a: ['1'] }))}`],
    ['wishlist items without VariantId', COOKIES.wishlist, `wishlist=${encodeURIComponent(JSON.stringify({ a: [{}] }))}`],
    ['compare with the id 0', COOKIES.compare, `compare=${encodeURIComponent(JSON.stringify({ a: [0] }))}`],
    ['compare with a fractional id', COOKIES.compare, `compare=${encodeURIComponent(JSON.stringify({ a: [1.5] }))}`],
    ['compare with an empty category', COOKIES.compare, `compare=${encodeURIComponent(JSON.stringify({ '': [1] }))}`],
    [
      'compare with 21 categories',
      COOKIES.compare,
      `compare=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`c${i}`, [1]]))))}`,
    ],
    [
      'wishlist with a VariantId of 65 characters',
      COOKIES.wishlist,
      `wishlist=${encodeURIComponent(JSON.stringify({ a: [{ VariantId: 'x'.repeat(65) }] }))}`,
    ],
    ['wishlist whose list is not an array', COOKIES.wishlist, `wishlist=${encodeURIComponent(JSON.stringify({ a: { VariantId: '1' } }))}`],
    [
      'ten wishlists',
      COOKIES.wishlist,
      `wishlist=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`l${i}`, []]))))}`,
    ],
    ['cartId of another shape', COOKIES.cartId, 'cartId=javascript%3Aalert(1)'],
    ['an oversized value', COOKIES.region, `region=${'a'.repeat(5000)}`],
  ])('%s', (_, definition, header) => {
    expect(readCookie(definition as typeof COOKIES.lang, header)).toBeUndefined();
    expect(isCookieMalformed(definition as typeof COOKIES.lang, header)).toBe(true);
  });

  it('treats a missing header or cookie as absent but not malformed', () => {
    expect(readCookie(COOKIES.lang, undefined)).toBeUndefined();
    expect(readCookie(COOKIES.lang, '')).toBeUndefined();
    expect(readCookie(COOKIES.lang, 'other=1')).toBeUndefined();
    expect(isCookieMalformed(COOKIES.lang, 'other=1')).toBe(false);
  });

  it('survives headers that are not cookie syntax at all', () => {
    for (const header of [';;;', '=', '=x; ;lang', 'lang', '\u0000\u0001', 'a=b=c=d; lang=en=fr']) {
      expect(() => parseCookieHeader(header)).not.toThrow();
      expect(() => readCookie(COOKIES.lang, header)).not.toThrow();
    }
  });
});

describe('isSameOriginPath', () => {
  it('accepts own paths only', () => {
    expect(isSameOriginPath('/de/company?x=1#top')).toBe(true);
    for (const value of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', 'de/x', '/a b']) {
      expect(isSameOriginPath(value)).toBe(false);
    }
  });
});

describe('serializeSetCookie', () => {
  it('writes lifetime, path, SameSite and Secure as defined', () => {
    expect(serializeSetCookie(COOKIES.lang, 'de-CH', { secure: true })).toBe('lang=de-CH; Max-Age=31104000; Path=/; Secure; SameSite=Lax');
    expect(serializeSetCookie(COOKIES.redirectUrl, '/de/x', { secure: false })).toBe('redirectURL=/de/x; Path=/; HttpOnly; SameSite=Lax');
    expect(serializeClearCookie(COOKIES.compare, { secure: false })).toBe('compare=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('round-trips a JSON cookie through a Cookie header', () => {
    const value = { 'Heat guns': [1, 2] };
    const setCookie = serializeSetCookie(COOKIES.compare, value, { secure: false });
    const cookieHeader = setCookie.split(';')[0];
    expect(readCookie(COOKIES.compare, cookieHeader)).toEqual(value);
  });
});

describe('browser cookies', () => {
  it('writes and reads document.cookie', () => {
    writeBrowserCookie(COOKIES.region, 'Europe');
    expect(readBrowserCookie(COOKIES.region)).toBe('Europe');
  });

  it('refuses to write an httpOnly cookie from script', () => {
    expect(() => writeBrowserCookie(COOKIES.redirectUrl, '/x')).toThrow(/httpOnly/);
  });
});

describe('language cookie lifetimes (spec discovery §9)', () => {
  const YEAR_365 = 'Max-Age=31536000';
  const DAYS_360 = 'Max-Age=31104000';

  it('Apply in the flyout writes region, country, lang and {site}#lang for 365 days', () => {
    const written = languageFlyoutCookies({ regionCode: 'EU', countryIso: 'DE', language: 'de-DE' }, 'technologies').map(
      ({ definition, value }) => serializeSetCookie(definition, value, { secure: true }),
    );
    expect(written).toEqual([
      `region=EU; ${YEAR_365}; Path=/; Secure; SameSite=Lax`,
      `country=DE; ${YEAR_365}; Path=/; Secure; SameSite=Lax`,
      `lang=de-DE; ${YEAR_365}; Path=/; Secure; SameSite=Lax`,
      `technologies#lang=de-DE; ${YEAR_365}; Path=/; Secure; SameSite=Lax`,
    ]);
  });

  it('the language cookie written from a prefixed URL keeps 360 days', () => {
    expect(serializeSetCookie(COOKIES.lang, 'fr', { secure: true })).toContain(DAYS_360);
    expect(serializeSetCookie(brandLanguageCookie('sensor'), 'fr', { secure: true })).toContain(DAYS_360);
  });
});
