import { describe, expect, it } from 'vitest';
import {
  LOCAL_MULTIPASS_SECRET,
  LOCAL_SESSION_SECRET,
  LOCAL_SHOP_TEST_ACCESS_KEY,
  accountApiUrl,
  configurationSummary,
  oidcIssuer,
  parseEnv,
  shopAccessApiUrl,
  coveoAnalyticsUrl,
  coveoSearchUrl,
  LOCAL_COVEO_API_KEY,
  shopifyStore,
} from './env.server';

describe('parseEnv', () => {
  it('defaults every service to tools/local-services', () => {
    expect(parseEnv({})).toEqual({
      SITECORE_API_URL: 'http://127.0.0.1:4010',
      SITECORE_API_KEY: 'local-sitecore-api-key',
      UPSTREAM_TIMEOUT_MS: 3000,
      LAYOUT_CACHE_TTL_MS: 10000,
      DICTIONARY_CACHE_TTL_MS: 60000,
      OIDC_CLIENT_ID: 'kestrel-site',
      OIDC_CLIENT_SECRET: 'local-site-client-secret',
      SHOPIFY_STOREFRONT_TOKEN: 'local-storefront-public-token',
      SHOPIFY_MULTIPASS_SECRET: LOCAL_MULTIPASS_SECRET,
      SHOP_ACCESS_TIMEOUT_MS: 800,
      SHOP_ACCESS_CACHE_TTL_MS: 300000,
      SHOP_TEST_ACCESS_KEY: LOCAL_SHOP_TEST_ACCESS_KEY,
      SESSION_SECRET: LOCAL_SESSION_SECRET,
      COVEO_ORGANIZATION_ID: 'kestrellocal',
      COVEO_API_KEY: LOCAL_COVEO_API_KEY,
      TAG_MANAGER_URL: 'https://www.googletagmanager.com',
    });
    expect(() => parseEnv({ TAG_MANAGER_CONTAINER_ID: 'UA-1234' })).toThrow(/TAG_MANAGER_CONTAINER_ID/);
    expect(parseEnv({ TAG_MANAGER_CONTAINER_ID: 'none' }).TAG_MANAGER_CONTAINER_ID).toBe('none');
    expect(coveoSearchUrl(parseEnv({}))).toBe('http://127.0.0.1:4010/rest/search/v2');
    expect(coveoAnalyticsUrl(parseEnv({}))).toBe('http://127.0.0.1:4010/rest/ua');
    expect(shopAccessApiUrl(parseEnv({}))).toBe('http://127.0.0.1:4010');
    expect(() => parseEnv({ SHOP_TEST_ACCESS_KEY: 'a b' })).toThrow(/SHOP_TEST_ACCESS_KEY/);
    expect(oidcIssuer(parseEnv({}))).toBe('http://127.0.0.1:4010/oidc');
    expect(accountApiUrl(parseEnv({}))).toBe('http://127.0.0.1:4010');
    expect(
      accountApiUrl(
        parseEnv({
          SITECORE_API_URL: 'https://cd.example.com',
          ACCOUNT_API_URL: 'https://account.example.com/',
          SESSION_SECRET: 'x'.repeat(40),
          SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
          COVEO_API_KEY: 'a-real-coveo-key',
        }),
      ),
    ).toBe('https://account.example.com');
    expect(shopifyStore(parseEnv({}))).toBe('http://127.0.0.1:4010');
  });

  it('refuses the local session secret with a real identity provider, and a short one', () => {
    expect(() => parseEnv({ OIDC_ISSUER_URL: 'https://login.example.com' })).toThrow(
      /SESSION_SECRET: must be set when the identity provider is not local-services/,
    );
    expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(parseEnv({ OIDC_ISSUER_URL: 'https://login.example.com', SESSION_SECRET: 'x'.repeat(40) }).SESSION_SECRET).toBe('x'.repeat(40));
  });

  it('refuses the local Multipass secret with a real store', () => {
    expect(() => parseEnv({ SHOPIFY_STORE_DOMAIN: 'https://kestrel.myshopify.com' })).toThrow(
      /SHOPIFY_MULTIPASS_SECRET: must be set when the store is not local-services/,
    );
    const real = parseEnv({
      SHOPIFY_STORE_DOMAIN: 'https://kestrel.myshopify.com/',
      SHOPIFY_MULTIPASS_SECRET: 'a-real-multipass-secret',
      SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
    });
    expect(shopifyStore(real)).toBe('https://kestrel.myshopify.com');
  });

  it("refuses the README's shop test key when the shop check or the store is not local-services (issue 23)", () => {
    const message = /SHOP_TEST_ACCESS_KEY: must be set when the shop check or the store is not local-services/;
    expect(() => parseEnv({ SHOP_ACCESS_API_URL: 'https://shop-check.example.com' })).toThrow(message);
    expect(() =>
      parseEnv({ SHOPIFY_STORE_DOMAIN: 'https://kestrel.myshopify.com', SHOPIFY_MULTIPASS_SECRET: 'a-real-multipass-secret' }),
    ).toThrow(message);
    expect(() => parseEnv({ SITECORE_API_URL: 'https://cd.example.com', SESSION_SECRET: 'x'.repeat(40) })).toThrow(message);
    expect(parseEnv({}).SHOP_TEST_ACCESS_KEY).toBe(LOCAL_SHOP_TEST_ACCESS_KEY);
    expect(
      parseEnv({ SHOP_ACCESS_API_URL: 'https://shop-check.example.com', SHOP_TEST_ACCESS_KEY: 'a-real-tester-key' }).SHOP_TEST_ACCESS_KEY,
    ).toBe('a-real-tester-key');
  });

  it('reads real settings, trimming trailing slashes', () => {
    expect(
      parseEnv({
        SITECORE_API_URL: 'https://cm.example.com/',
        PUBLIC_ORIGIN: 'https://www.example.com',
        UPSTREAM_TIMEOUT_MS: '1500',
        SESSION_SECRET: 'a-real-deployment-secret-of-40-characters',
        SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
        COVEO_API_KEY: 'a-real-coveo-key',
      }),
    ).toMatchObject({ SITECORE_API_URL: 'https://cm.example.com', PUBLIC_ORIGIN: 'https://www.example.com', UPSTREAM_TIMEOUT_MS: 1500 });
  });

  it("refuses local-services' Coveo key with a real search service (issue 25)", () => {
    expect(() => parseEnv({ COVEO_SEARCH_URL: 'https://kestrel.org.coveo.com/rest/search/v2' })).toThrow(
      /COVEO_API_KEY: must be set when the search service is not local-services/,
    );
    const real = parseEnv({ COVEO_SEARCH_URL: 'https://kestrel.org.coveo.com/rest/search/v2/', COVEO_API_KEY: 'xx-real' });
    expect(coveoSearchUrl(real)).toBe('https://kestrel.org.coveo.com/rest/search/v2');
  });

  it('fails loudly, listing every bad variable', () => {
    expect(() => parseEnv({ SITECORE_API_URL: 'not a url', SITECORE_API_KEY: '', UPSTREAM_TIMEOUT_MS: '10000' })).toThrow(
      /Invalid environment for the site server:\n {2}- SITECORE_API_URL: must be an absolute URL\n {2}- SITECORE_API_KEY: must not be empty\n {2}- UPSTREAM_TIMEOUT_MS: must be at most 3000/,
    );
  });
});

describe('configurationSummary', () => {
  it('says which upstreams are real and fingerprints the settings, naming no host or key', () => {
    const local = configurationSummary(parseEnv({}), 'sensor');
    expect(local).toMatchObject({
      brand: 'sensor',
      services: {
        sitecore: 'local-services',
        productData: 'local-services',
        geoIp: 'local-services',
        account: 'local-services',
        shopify: 'local-services',
      },
      publicOrigin: 'brand domain',
      upstreamTimeoutMs: 3000,
    });
    const real = configurationSummary(
      parseEnv({
        SITECORE_API_URL: 'https://cd.example.com',
        SITECORE_API_KEY: 'secret-key',
        PUBLIC_ORIGIN: 'https://www.example.com',
        SESSION_SECRET: 'a-real-deployment-secret-of-40-characters',
        SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
        COVEO_API_KEY: 'a-real-coveo-key',
      }),
      'sensor',
    );
    expect(real).toMatchObject({ services: { sitecore: 'configured', productData: 'configured' }, publicOrigin: 'configured' });
    expect(real['configuration']).not.toBe(local['configuration']);
    expect(JSON.stringify(real)).not.toMatch(/cd\.example\.com|secret-key|www\.example\.com/);
  });
});
