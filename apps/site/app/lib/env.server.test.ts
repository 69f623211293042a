import { describe, expect, it } from 'vitest';
import { configurationSummary, parseEnv } from './env.server';

describe('parseEnv', () => {
  it('defaults every service to tools/local-services', () => {
    expect(parseEnv({})).toEqual({
      SITECORE_API_URL: 'http://127.0.0.1:4010',
      SITECORE_API_KEY: 'local-sitecore-api-key',
      UPSTREAM_TIMEOUT_MS: 3000,
      LAYOUT_CACHE_TTL_MS: 10000,
      DICTIONARY_CACHE_TTL_MS: 60000,
    });
  });

  it('reads real settings, trimming trailing slashes', () => {
    expect(
      parseEnv({ SITECORE_API_URL: 'https://cm.example.com/', PUBLIC_ORIGIN: 'https://www.example.com', UPSTREAM_TIMEOUT_MS: '1500' }),
    ).toMatchObject({ SITECORE_API_URL: 'https://cm.example.com', PUBLIC_ORIGIN: 'https://www.example.com', UPSTREAM_TIMEOUT_MS: 1500 });
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
      services: { sitecore: 'local-services', productData: 'local-services', geoIp: 'local-services' },
      publicOrigin: 'brand domain',
      upstreamTimeoutMs: 3000,
    });
    const real = configurationSummary(parseEnv({ SITECORE_API_URL: 'https://cd.example.com', SITECORE_API_KEY: 'secret-key', PUBLIC_ORIGIN: 'https://www.example.com' }), 'sensor');
    expect(real).toMatchObject({ services: { sitecore: 'configured', productData: 'configured' }, publicOrigin: 'configured' });
    expect(real['configuration']).not.toBe(local['configuration']);
    expect(JSON.stringify(real)).not.toMatch(/cd\.example\.com|secret-key|www\.example\.com/);
  });
});
