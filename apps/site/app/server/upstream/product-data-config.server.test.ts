import { describe, expect, it } from 'vitest';
import { productDataConfig } from './product-data-config.server';

describe('productDataConfig', () => {
  it('uses PRODUCT_API_URL for the gateway, the Sitecore host otherwise, and the brand as tenant', () => {
    expect(
      productDataConfig({ SITECORE_API_URL: 'http://cd.test', PRODUCT_API_URL: 'https://api.test', UPSTREAM_TIMEOUT_MS: 1500 }),
    ).toEqual({
      gatewayUrl: 'https://api.test',
      siteApiUrl: 'http://cd.test',
      tenant: 'technologies',
      timeoutMs: 1500,
    });
    expect(
      productDataConfig({ SITECORE_API_URL: 'http://127.0.0.1:4010', PRODUCT_API_URL: undefined, UPSTREAM_TIMEOUT_MS: 3000 }).gatewayUrl,
    ).toBe('http://127.0.0.1:4010');
  });
});
