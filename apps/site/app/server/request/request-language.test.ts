import { describe, expect, it } from 'vitest';
import { resolveRequestLanguage, staleLanguageCookies } from './request-language';

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

describe('staleLanguageCookies', () => {
  const names = (definitions: Array<{ name: string }>) => definitions.map((definition) => definition.name);

  it('are both language cookies when the URL names another language', () => {
    expect(names(staleLanguageCookies({ languageTag: 'fr', fromUrl: true }, 'lang=de', 'technologies'))).toEqual([
      'lang',
      'technologies#lang',
    ]);
  });

  it('are none when the cookies already match, or when the language came from them', () => {
    const header = 'lang=fr; technologies#lang=fr';
    expect(staleLanguageCookies({ languageTag: 'fr', fromUrl: true }, header, 'technologies')).toEqual([]);
    expect(staleLanguageCookies({ languageTag: 'fr', fromUrl: false }, header, 'technologies')).toEqual([]);
    expect(staleLanguageCookies({ languageTag: 'en', fromUrl: false }, null, 'technologies')).toEqual([]);
  });

  it('include a malformed cookie, so that it is rewritten with the language in use', () => {
    expect(names(staleLanguageCookies({ languageTag: 'en', fromUrl: false }, 'lang=%%%garbage', 'technologies'))).toEqual(['lang']);
  });
});
