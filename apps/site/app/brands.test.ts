import { BRAND_IDS, contrastRatio, type BrandConfig } from '@mbw/brand';
import { describe, expect, it } from 'vitest';

/**
 * Every brand app's config against the contract and WCAG 2.2 AA. Loaded with a glob so the site
 * keeps no import of a brand app (apps never import each other).
 */
const configs = import.meta.glob<{ default: BrandConfig }>('../../*/brand.config.ts', { eager: true });
const brands = Object.values(configs).map((module) => module.default);

describe('brand configs', () => {
  it('exist for exactly the four brands', () => {
    expect(brands.map((brand) => brand.id).sort()).toEqual([...BRAND_IDS].sort());
  });

  it('enable the shop only for technologies and welding-tools (spec account §1)', () => {
    expect(Object.fromEntries(brands.map((brand) => [brand.id, brand.shop]))).toEqual({
      group: false,
      technologies: true,
      sensor: false,
      'welding-tools': true,
    });
  });

  it('default the search to contents on the group site and products elsewhere (spec discovery §2)', () => {
    expect(Object.fromEntries(brands.map((brand) => [brand.id, brand.search.defaultTab]))).toEqual({
      group: 'contents',
      technologies: 'products',
      sensor: 'products',
      'welding-tools': 'products',
    });
  });

  it('are told apart at a glance: distinct primary colours, site names and search hubs', () => {
    for (const key of ['theme.primary', 'sitecoreSiteName', 'search.hubs.global'] as const) {
      const values = brands.map((brand) =>
        key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], brand),
      );
      expect(new Set(values).size, key).toBe(brands.length);
    }
  });

  it.each(brands.map((brand) => [brand.id, brand.theme] as const))('%s theme meets WCAG AA contrast', (_, theme) => {
    const white = '#ffffff';
    expect(contrastRatio(white, theme.primary), 'white on primary').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(white, theme.primaryStrong), 'white on primaryStrong').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.primary, theme.background), 'links on background').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.primary, theme.surface), 'links on surface').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.text, theme.background), 'text').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.text, theme.surface), 'text on surface').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.textMuted, theme.background), 'muted text').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.textMuted, theme.surface), 'muted text on surface').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.text, theme.accent), 'text on accent').toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.focus, theme.background), 'focus ring').toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.focus, theme.surface), 'focus ring on surface').toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.border, theme.background), 'borders').toBeGreaterThanOrEqual(3);
    expect(contrastRatio(theme.accent, theme.primary), 'accent marks on the header').toBeGreaterThanOrEqual(3);
  });
});
