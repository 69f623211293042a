import { describe, expect, it } from 'vitest';
import type { DiscountBundle } from '@mbw/shop-data-access';
import { FIVE_VARIANT_OFFERS } from '@mbw/shop-data-access/testing';
import { demoDeviceCount, productShopPart, shopAreaData } from './product-shop-part';

const load = FIVE_VARIANT_OFFERS;

describe('shopAreaData', () => {
  it("the variant's new device, or with ?condition=used its demo devices", () => {
    expect(shopAreaData(load, 3, null)).toEqual({
      status: 'ok',
      condition: 'new',
      offers: [load.status === 'ok' ? load.offers[3]?.base : null],
    });
    const used = shopAreaData(load, 3, 'used');
    expect(used.status === 'ok' && used.offers.map((entry) => entry.condition)).toEqual(['used', 'refurbished']);
    expect(shopAreaData(load, 5, null)).toEqual({ status: 'ok', condition: 'new', offers: [] });
    expect(shopAreaData({ status: 'unavailable' }, 3, null)).toEqual({ status: 'unavailable' });
  });
});

describe('demoDeviceCount (spec shop §1: the way to demo devices)', () => {
  it("counts the used and refurbished devices of the page's variant; none without offers or a variant", () => {
    expect(demoDeviceCount(load, 3)).toBe(2);
    expect(demoDeviceCount(load, 1)).toBe(1);
    expect(demoDeviceCount(load, 4)).toBe(0);
    expect(demoDeviceCount(load, 99)).toBe(0);
    expect(demoDeviceCount(load, null)).toBe(0);
    expect(demoDeviceCount({ status: 'unavailable' }, 3)).toBe(0);
    expect(demoDeviceCount(null, 3)).toBe(0);
  });
});

describe('productShopPart (spec shop §4: bundles show only when every variant is for sale)', () => {
  const variant = (id: number, availableForSale: boolean) =>
    ({
      id: `gid://shopify/ProductVariant/${id}`,
      sku: `100.00${id}`,
      availableForSale,
      price: { amount: '10.00', currencyCode: 'EUR' },
      compareAtPrice: null,
    }) as unknown as DiscountBundle['productVariants'][number];
  const bundle = (id: number, variants: DiscountBundle['productVariants']): DiscountBundle => ({
    id: `gid://shopify/Metaobject/${id}`,
    discountName: `B-${id}`,
    discountAmount: 10,
    productVariants: variants,
  });
  const context = {
    productUrl: 'https://x.example/en/product/calora',
    productName: 'Calora',
    brand: 'Kestrel',
    category: 'Tools',
    subcategory: '',
  };

  it('keeps only the bundles whose every variant is for sale; the shop area and the demo devices of the variant', async () => {
    const part = await productShopPart({
      offers: load,
      bundles: [bundle(1, [variant(1, true), variant(2, true)]), bundle(2, [variant(1, true), variant(3, false)])],
      variantId: 3,
      condition: null,
      context,
      language: 'en',
    });
    expect(part.bundles.map((entry) => entry.id)).toEqual(['gid://shopify/Metaobject/1']);
    expect(part.shopArea?.data).toEqual(shopAreaData(load, 3, null));
    expect(part.demoDevices).toEqual({ count: 2, condition: null });
    expect(Object.keys(part.prices).length).toBeGreaterThan(0);
  });

  it('no shop for the visitor: no shop area, no demo devices', async () => {
    expect(await productShopPart({ offers: null, bundles: [], variantId: 3, condition: null, context, language: 'en' })).toEqual({
      shopArea: null,
      bundles: [],
      prices: {},
      demoDevices: null,
    });
  });
});
