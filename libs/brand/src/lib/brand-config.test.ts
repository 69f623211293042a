import { describe, expect, it } from 'vitest';
import { defineBrand, type BrandConfig } from './brand-config';

const valid: BrandConfig = {
  id: 'sensor',
  displayName: 'Test',
  sitecoreSiteName: 'sensor',
  domain: 'www.example.com',
  shop: false,
  search: {
    defaultTab: 'products',
    tabs: ['products', 'contents'],
    restriction: '@site=="sensor"',
    tenant: 'sensor',
    source: 'kestrel-sensor',
    hubs: { global: 'G', stories: 'S', careers: 'C', events: 'E', downloads: 'D' },
  },
  theme: {
    primary: '#000000',
    primaryStrong: '#000000',
    accent: '#ffffff',
    text: '#000000',
    textMuted: '#333333',
    background: '#ffffff',
    surface: '#ffffff',
    border: '#777777',
    focus: '#000000',
    fontFamily: 'system-ui',
    headingFontFamily: 'system-ui',
    radius: 4,
  },
  logo: { src: '/logo.svg', width: 10, height: 10 },
};

describe('defineBrand', () => {
  it('returns a valid config unchanged', () => {
    expect(defineBrand(valid)).toBe(valid);
  });

  it('takes a Google Tag Manager container id only in its form', () => {
    expect(defineBrand({ ...valid, tagManagerContainerId: 'GTM-ABC1234' }).tagManagerContainerId).toBe('GTM-ABC1234');
    expect(() => defineBrand({ ...valid, tagManagerContainerId: 'UA-123' })).toThrow(/tagManagerContainerId must look like GTM-XXXXXXX/);
  });

  it('lists every problem at once', () => {
    expect(() =>
      defineBrand({
        ...valid,
        sitecoreSiteName: ' ',
        logo: { ...valid.logo, src: 'logo.svg' },
        search: { ...valid.search, restriction: ' ', defaultTab: 'stories', hubs: { ...valid.search.hubs, events: '' } },
      }),
    ).toThrow(
      /sitecoreSiteName is empty; logo\.src must be an absolute path under public\/; search restriction is empty; the default search tab is not one of its tabs; search hub for "events" is empty/,
    );
  });
});
