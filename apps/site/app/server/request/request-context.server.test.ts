import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER } from '@mbw/account';
import { resolveRequestFacts, type RequestFactsConfig } from './request-context.server';

const config: RequestFactsConfig = { siteName: 'technologies', brandDomain: 'www.technologies.kestrel.example', configuredPublicOrigin: undefined, development: false };
const facts = (path: string, cookies: string | null = null, overrides: Partial<RequestFactsConfig> = {}) =>
  resolveRequestFacts(new URL(`http://evil.example${path}`), cookies, { ...config, ...overrides });

describe('resolveRequestFacts', () => {
  it('a prefixed URL without cookies: its language, the default market, anonymous, shareable', () => {
    expect(facts('/fr-CH/company')).toMatchObject({
      language: { tag: 'fr-CH', language: 'fr' },
      languageFromUrl: true,
      publicOrigin: 'https://www.technologies.kestrel.example',
      market: 'de',
      viewer: ANONYMOUS_VIEWER,
      cachePolicy: 'shared',
    });
  });

  it('no prefix: the site language cookie first, then lang, then en; private', () => {
    expect(facts('/company', 'lang=it; technologies#lang=de-CH')).toMatchObject({ language: { tag: 'de-CH' }, languageFromUrl: false, cachePolicy: 'private' });
    expect(facts('/company', 'lang=it').language.tag).toBe('it');
    expect(facts('/company', 'lang=%E0%A4%A').language.tag).toBe('en');
  });

  it('a market cookie other than the default makes the page private; a malformed one counts as absent', () => {
    expect(facts('/en/', 'market=CH')).toMatchObject({ market: 'ch', cachePolicy: 'private' });
    expect(facts('/en/', 'market=%%%')).toMatchObject({ market: 'de', cachePolicy: 'shared' });
  });

  it('a country or test-access-key cookie makes a shop brand\'s page private (the shop check reads them)', () => {
    expect(facts('/en/', 'country=JP', { shopBrand: true })).toMatchObject({ cachePolicy: 'private', shop: false });
    expect(facts('/en/', 'testAccessKey=abc', { shopBrand: true }).cachePolicy).toBe('private');
    expect(facts('/en/', 'country=JP').cachePolicy).toBe('shared');
    expect(resolveRequestFacts(new URL('http://x.example/en/'), null, config, ANONYMOUS_VIEWER, true).shop).toBe(true);
  });

  it('the public origin follows PUBLIC_ORIGIN, and the request only on the dev server', () => {
    expect(facts('/en/', null, { configuredPublicOrigin: 'https://cdn.example' }).publicOrigin).toBe('https://cdn.example');
    expect(facts('/en/', null, { development: true }).publicOrigin).toBe('http://evil.example');
  });
});
