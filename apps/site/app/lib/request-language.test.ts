import { describe, expect, it } from 'vitest';
import { languageCookieUpdates, resolveRequestLanguage, secureCookiesFor } from './request-language';

const url = (path: string) => new URL(`http://localhost:3000${path}`);

describe('resolveRequestLanguage', () => {
  it('takes the URL prefix first', () => {
    expect(resolveRequestLanguage(url('/de-CH/company'), 'lang=fr', 'technologies')).toEqual({
      language: { tag: 'de-CH', language: 'de', region: 'CH' },
      fromUrl: true,
    });
  });

  it('falls back to the site language cookie, then lang, then en', () => {
    expect(resolveRequestLanguage(url('/company'), 'lang=fr; technologies#lang=it', 'technologies').language.tag).toBe('it');
    expect(resolveRequestLanguage(url('/company'), 'lang=fr; sensor#lang=it', 'technologies').language.tag).toBe('fr');
    expect(resolveRequestLanguage(url('/company'), null, 'technologies')).toEqual({
      language: { tag: 'en', language: 'en', region: null },
      fromUrl: false,
    });
  });

  it('ignores malformed cookies and malformed paths', () => {
    expect(resolveRequestLanguage(url('/company'), 'lang=%3Cscript%3E; technologies#lang=xx', 'technologies').language.tag).toBe('en');
    expect(resolveRequestLanguage(url('/%E0%A4%A'), 'lang=de', 'technologies')).toMatchObject({ fromUrl: false, language: { tag: 'de' } });
  });
});

describe('languageCookieUpdates', () => {
  const options = { siteName: 'technologies', secure: false };

  it('writes both language cookies when the URL names another language', () => {
    const request = resolveRequestLanguage(url('/fr/'), 'lang=de', 'technologies');
    expect(languageCookieUpdates(request, 'lang=de', options)).toEqual([
      'lang=fr; Max-Age=31104000; Path=/; SameSite=Lax',
      'technologies#lang=fr; Max-Age=31104000; Path=/; SameSite=Lax',
    ]);
  });

  it('writes nothing when the cookies already match, or the language came from them', () => {
    const header = 'lang=fr; technologies#lang=fr';
    expect(languageCookieUpdates(resolveRequestLanguage(url('/fr/'), header, 'technologies'), header, options)).toEqual([]);
    expect(languageCookieUpdates(resolveRequestLanguage(url('/company'), header, 'technologies'), header, options)).toEqual([]);
    expect(languageCookieUpdates(resolveRequestLanguage(url('/company'), null, 'technologies'), null, options)).toEqual([]);
  });

  it('rewrites a malformed cookie with the language in use', () => {
    const header = 'lang=%%%garbage';
    const request = resolveRequestLanguage(url('/news'), header, 'technologies');
    expect(languageCookieUpdates(request, header, { ...options, secure: true })).toEqual(['lang=en; Max-Age=31104000; Path=/; Secure; SameSite=Lax']);
  });
});

describe('secureCookiesFor', () => {
  it('is off only for plain-http localhost', () => {
    expect(secureCookiesFor(url('/'))).toBe(false);
    expect(secureCookiesFor(new URL('http://127.0.0.1:3100/'))).toBe(false);
    expect(secureCookiesFor(new URL('https://www.example.com/'))).toBe(true);
    expect(secureCookiesFor(new URL('http://www.example.com/'))).toBe(true);
  });
});
