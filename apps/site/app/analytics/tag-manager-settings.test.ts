import { describe, expect, it } from 'vitest';
import { tagManagerCspSources, tagManagerSettings } from './tag-manager-settings';

const GOOGLE = 'https://www.googletagmanager.com';

describe('tag manager settings (issue 29 §2)', () => {
  it('none configured (the local default): no tag manager, nothing in the CSP', () => {
    expect(tagManagerSettings({ TAG_MANAGER_URL: GOOGLE }, undefined)).toBeNull();
    expect(tagManagerCspSources(null)).toEqual({ script: [], connect: [] });
  });

  it("the brand config's container, the server's winning over it, none switching it off", () => {
    expect(tagManagerSettings({ TAG_MANAGER_URL: GOOGLE }, 'GTM-BRAND1')).toEqual({
      containerId: 'GTM-BRAND1',
      scriptUrl: 'https://www.googletagmanager.com/gtm.js?id=GTM-BRAND1',
    });
    expect(tagManagerSettings({ TAG_MANAGER_URL: GOOGLE, TAG_MANAGER_CONTAINER_ID: 'GTM-ENV2' }, 'GTM-BRAND1')?.containerId).toBe(
      'GTM-ENV2',
    );
    expect(tagManagerSettings({ TAG_MANAGER_URL: GOOGLE, TAG_MANAGER_CONTAINER_ID: 'none' }, 'GTM-BRAND1')).toBeNull();
  });

  it("names Google's hosts for Google's container, only the stand-in's origin for a stand-in", () => {
    expect(tagManagerCspSources(tagManagerSettings({ TAG_MANAGER_URL: GOOGLE }, 'GTM-A1B2'))).toEqual({
      script: [GOOGLE],
      connect: [GOOGLE, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    });
    const local = tagManagerSettings({ TAG_MANAGER_URL: 'http://127.0.0.1:4110/tag-manager' }, 'GTM-LOCAL');
    expect(local?.scriptUrl).toBe('http://127.0.0.1:4110/tag-manager/gtm.js?id=GTM-LOCAL');
    expect(tagManagerCspSources(local)).toEqual({ script: ['http://127.0.0.1:4110'], connect: ['http://127.0.0.1:4110'] });
  });
});
