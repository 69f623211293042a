import { BRAND_IDS } from '@mbw/brand';
import { describe, expect, it } from 'vitest';
import { BRANDS, brandConfigValue, harnessBrand, isShopBrand } from './brands.ts';

describe('the brand registry', () => {
  it('has exactly the brands of @mbw/brand, in its order', () => {
    expect(BRANDS.map((brand) => brand.id)).toEqual([...BRAND_IDS]);
  });

  it('reads the shop, the display name and the primary colour from each brand config', () => {
    expect(BRANDS.filter((brand) => brand.shop).map((brand) => brand.id)).toEqual(['technologies', 'welding-tools']);
    expect(harnessBrand('technologies')).toEqual({
      id: 'technologies',
      displayName: 'Kestrel Technologies',
      shop: true,
      primary: '#c8102e',
    });
    expect(isShopBrand('sensor')).toBe(false);
    expect(() => harnessBrand('nobody')).toThrow(/No brand "nobody"/);
  });

  it('reads a key of a config, not a longer one, and fails on a missing one', () => {
    const config = "  displayName: 'X',\n  shop: false,\n  theme: {\n    primaryStrong: '#000000',\n    primary: '#123456',\n";
    expect(brandConfigValue(config, 'primary')).toBe('#123456');
    expect(brandConfigValue(config, 'shop')).toBe('false');
    expect(() => brandConfigValue("  displayName: 'X',\n", 'shop', 'apps/x/brand.config.ts')).toThrow(
      'apps/x/brand.config.ts says nothing of shop',
    );
  });
});
