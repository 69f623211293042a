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
  mapSettings,
  shopifyStore,
} from './env.server';
import { contentSecurityPolicy } from '../security/security-headers';

describe('parseEnv', () => {
  it('defaults every service to tools/local-services', () => {
    expect(parseEnv({})).toEqual({
      SITECORE_API_URL: 'http://127.0.0.1:4010',
      SITECORE_API_KEY: 'local-sitecore-api-key',
      UPSTREAM_TIMEOUT_MS: 3000,
      LAYOUT_CACHE_TTL_MS: 10000,
      DICTIONARY_CACHE_TTL_MS: 60000,
      PRODUCT_CACHE_TTL_MS: 10000,
      DRAIN_TIMEOUT_MS: 25000,
      SENTRY_ENVIRONMENT: 'production',
      OIDC_CLIENT_ID: 'kestrel-site',
      OIDC_CLIENT_SECRET: 'local-site-client-secret',
      SHOPIFY_STOREFRONT_TOKEN: 'local-storefront-public-token',
      SHOPIFY_STOREFRONT_API_VERSION: '2025-01',
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

  it('draws the maps with Mapbox only when a style and a public token are both set (issue 28)', () => {
    expect(mapSettings(parseEnv({}))).toEqual({ provider: 'maplibre' });
    const mapbox = parseEnv({ MAPBOX_ACCESS_TOKEN: 'pk.eyJ1Ijoia2VzdHJlbCJ9.abc-1', MAPBOX_STYLE_URL: 'mapbox://styles/kestrel/site' });
    expect(mapSettings(mapbox)).toEqual({
      provider: 'mapbox',
      styleUrl: 'mapbox://styles/kestrel/site',
      accessToken: 'pk.eyJ1Ijoia2VzdHJlbCJ9.abc-1',
    });
    // A secret token would reach every browser.
    expect(() => parseEnv({ MAPBOX_ACCESS_TOKEN: 'sk.secret', MAPBOX_STYLE_URL: 'mapbox://styles/kestrel/site' })).toThrow(
      /MAPBOX_ACCESS_TOKEN: must be a public Mapbox token/,
    );
    expect(() => parseEnv({ MAPBOX_ACCESS_TOKEN: 'pk.abc' })).toThrow(/MAPBOX_STYLE_URL: must be set together with MAPBOX_ACCESS_TOKEN/);
    expect(() => parseEnv({ MAPBOX_STYLE_URL: 'mapbox://styles/kestrel/site' })).toThrow(/MAPBOX_STYLE_URL: must be set together/);
    expect(() => parseEnv({ MAPBOX_ACCESS_TOKEN: 'pk.abc', MAPBOX_STYLE_URL: 'javascript:alert(1)' })).toThrow(
      /MAPBOX_STYLE_URL: must be a mapbox:\/\/styles/,
    );
  });

  it("names Mapbox's hosts in the page's policy only when Mapbox draws the maps", () => {
    const options = { nonce: 'n', hostname: 'www.kestrel.example', development: false };
    expect(contentSecurityPolicy(options)).not.toContain('mapbox');
    expect(contentSecurityPolicy(options)).toContain("connect-src 'self';");
    const policy = contentSecurityPolicy({ ...options, mapbox: true });
    expect(policy).toContain("connect-src 'self' https://api.mapbox.com https://*.tiles.mapbox.com https://events.mapbox.com;");
    expect(policy).toContain("img-src 'self' data: https: blob:;");
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('takes a Storefront API version as Shopify names them, the spec’s 2025-01 by default (issue 29)', () => {
    expect(parseEnv({ SHOPIFY_STOREFRONT_API_VERSION: '2026-04' }).SHOPIFY_STOREFRONT_API_VERSION).toBe('2026-04');
    expect(parseEnv({ SHOPIFY_STOREFRONT_API_VERSION: 'unstable' }).SHOPIFY_STOREFRONT_API_VERSION).toBe('unstable');
    for (const bad of ['2026-02', 'latest', '2026-04/../x', ''])
      expect(() => parseEnv({ SHOPIFY_STOREFRONT_API_VERSION: bad })).toThrow(
        /SHOPIFY_STOREFRONT_API_VERSION: must be a Storefront API version/,
      );
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
      errorReporting: 'server log',
      traceExport: 'off',
      storefrontApiVersion: '2025-01',
    });
    const real = configurationSummary(
      parseEnv({
        SITECORE_API_URL: 'https://cd.example.com',
        SITECORE_API_KEY: 'secret-key',
        PUBLIC_ORIGIN: 'https://www.example.com',
        SESSION_SECRET: 'a-real-deployment-secret-of-40-characters',
        SHOP_TEST_ACCESS_KEY: 'a-real-tester-key',
        COVEO_API_KEY: 'a-real-coveo-key',
        SENTRY_DSN: 'https://publickey@o1.ingest.sentry.io/42',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example.com',
      }),
      'sensor',
    );
    expect(real).toMatchObject({
      services: { sitecore: 'configured', productData: 'configured' },
      publicOrigin: 'configured',
      errorReporting: 'sentry',
      traceExport: 'otlp',
    });
    expect(real['configuration']).not.toBe(local['configuration']);
    expect(JSON.stringify(real)).not.toMatch(/cd\.example\.com|secret-key|www\.example\.com|publickey|otel\.example/);
  });

  it('says whether the rate limits are shared, never naming the Redis host or password', () => {
    expect(configurationSummary(parseEnv({}), 'sensor')['rateLimits']).toBe('in-process');
    const shared = configurationSummary(parseEnv({ REDIS_URL: 'rediss://:hunter2@redis.example.com:6380/1' }), 'sensor');
    expect(shared['rateLimits']).toBe('shared (Redis)');
    expect(JSON.stringify(shared)).not.toMatch(/hunter2|redis\.example\.com/);
  });
});

describe('scale-out settings', () => {
  it('takes a redis:// or rediss:// URL and a drain timeout', () => {
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379', DRAIN_TIMEOUT_MS: '5000' })).toMatchObject({
      REDIS_URL: 'redis://127.0.0.1:6379',
      DRAIN_TIMEOUT_MS: 5000,
    });
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseEnv({ REDIS_URL: 'localhost' })).toThrow(/REDIS_URL/);
    expect(() => parseEnv({ DRAIN_TIMEOUT_MS: '-1' })).toThrow(/DRAIN_TIMEOUT_MS/);
  });
});
