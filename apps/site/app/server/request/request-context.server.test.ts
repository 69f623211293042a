import { describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from '@mbw/account-data-access';
import { resolveRequestFacts, type CostlyFactSources, type RequestFactsConfig } from './request-context.server';

const config: RequestFactsConfig = {
  siteName: 'technologies',
  brandDomain: 'www.technologies.kestrel.example',
  configuredPublicOrigin: undefined,
  development: false,
};
const anonymous: CostlyFactSources = { viewer: async () => ANONYMOUS_VIEWER, shop: async () => false };
const resolved = async (path: string, cookies: string | null = null, overrides: Partial<RequestFactsConfig> = {}, sources = anonymous) => {
  const lazy = resolveRequestFacts(new URL(`http://evil.example${path}`), cookies, { ...config, ...overrides }, sources);
  return { ...lazy, viewer: await lazy.viewer(), shop: await lazy.shop(), cachePolicy: await lazy.cachePolicy() };
};
const facts = resolved;

describe('resolveRequestFacts', () => {
  it('a prefixed URL without cookies: its language, the default market, anonymous, shareable', async () => {
    expect(await facts('/fr-CH/company')).toMatchObject({
      language: { tag: 'fr-CH', language: 'fr' },
      languageFromUrl: true,
      publicOrigin: 'https://www.technologies.kestrel.example',
      market: 'de',
      viewer: ANONYMOUS_VIEWER,
      cachePolicy: 'shared',
    });
  });

  it('no prefix: the site language cookie first, then lang, then en; private', async () => {
    expect(await facts('/company', 'lang=it; technologies#lang=de-CH')).toMatchObject({
      language: { tag: 'de-CH' },
      languageFromUrl: false,
      cachePolicy: 'private',
    });
    expect((await facts('/company', 'lang=it')).language.tag).toBe('it');
    expect((await facts('/company', 'lang=%E0%A4%A')).language.tag).toBe('en');
  });

  it('a market cookie other than the default makes the page private; a malformed one counts as absent', async () => {
    expect(await facts('/en/', 'market=CH')).toMatchObject({ market: 'ch', cachePolicy: 'private' });
    expect(await facts('/en/', 'market=%%%')).toMatchObject({ market: 'de', cachePolicy: 'shared' });
  });

  it("a country or test-access-key cookie makes a shop brand's page private (the shop check reads them)", async () => {
    expect(await facts('/en/', 'country=JP', { shopBrand: true })).toMatchObject({ cachePolicy: 'private', shop: false });
    expect((await facts('/en/', 'testAccessKey=abc', { shopBrand: true })).cachePolicy).toBe('private');
    expect((await facts('/en/', 'country=JP')).cachePolicy).toBe('shared');
    expect((await facts('/en/', null, {}, { ...anonymous, shop: async () => true })).shop).toBe(true);
  });

  it('the public origin follows PUBLIC_ORIGIN, and the request only on the dev server', async () => {
    expect((await facts('/en/', null, { configuredPublicOrigin: 'https://cdn.example' })).publicOrigin).toBe('https://cdn.example');
    expect((await facts('/en/', null, { development: true })).publicOrigin).toBe('http://evil.example');
  });

  it('a signed-in viewer makes the page private', async () => {
    const customer: Viewer = { ...ANONYMOUS_VIEWER, userName: 'a@example.com' };
    expect((await facts('/en/', null, {}, { ...anonymous, viewer: async () => customer })).cachePolicy).toBe('private');
  });

  it('the viewer and the shop fact are asked on their first read only, once per request', async () => {
    const sources = { viewer: vi.fn(async () => ANONYMOUS_VIEWER), shop: vi.fn(async () => false) };
    const lazy = resolveRequestFacts(new URL('http://x.example/en/'), null, config, sources);
    expect(sources.viewer).not.toHaveBeenCalled();
    expect(sources.shop).not.toHaveBeenCalled();
    await Promise.all([lazy.viewer(), lazy.viewer(), lazy.cachePolicy(), lazy.shop(), lazy.shop()]);
    expect(sources.viewer).toHaveBeenCalledTimes(1);
    expect(sources.shop).toHaveBeenCalledTimes(1);
  });
});
