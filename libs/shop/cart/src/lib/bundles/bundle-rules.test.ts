import { describe, expect, it } from 'vitest';
import type { BundleVariant, DiscountBundle } from '@mbw/shop-data-access';
import {
  bundleLines,
  bundleTotals,
  discountPercent,
  isBundleAvailable,
  priceWithForcedPercentage,
  shownBundles,
  withDiscountCode,
  withoutDiscountCode,
  type BundleProductContext,
} from './bundle-rules';

const variant = (sku: string, amount: string, availableForSale = true): BundleVariant => ({
  id: `gid://shopify/ProductVariant/${sku.replace('.', '')}`,
  sku,
  title: `Article ${sku}`,
  availableForSale,
  price: { amount, currencyCode: 'EUR' },
  compareAtPrice: null,
  image: null,
});

const bundle = (variants: BundleVariant[], discountAmount = 10): DiscountBundle => ({
  id: 'gid://shopify/Metaobject/1',
  discountAmount,
  discountName: 'BUNDLE-141227-10',
  productVariants: variants,
});

describe('bundle availability (spec §4: shown only when every variant is for sale)', () => {
  it('shows a bundle whose every variant is for sale, hides one with an unavailable variant or none', () => {
    const full = bundle([variant('141.227', '100'), variant('142.001', '20')]);
    const partly = bundle([variant('141.227', '100'), variant('142.002', '20', false)]);
    const empty = bundle([]);
    expect(isBundleAvailable(full)).toBe(true);
    expect(isBundleAvailable(partly)).toBe(false);
    expect(isBundleAvailable(empty)).toBe(false);
    expect(shownBundles([partly, full, empty])).toEqual([full]);
  });
});

describe('discountPercent (spec §4)', () => {
  it('is largest_sale × 100', () => {
    expect(discountPercent({ largestSale: 0.15 })).toBe(15);
  });
  it('is (old − current) / old × 100, floored when asked', () => {
    expect(discountPercent({ oldPrice: 120, currentPrice: 100 })).toBe(16.67);
    expect(discountPercent({ oldPrice: 120, currentPrice: 100 }, { floor: true })).toBe(16);
    expect(discountPercent({ largestSale: 0.1 }, { floor: true })).toBe(10);
  });
  it('is 0 without an old price or without a saving', () => {
    expect(discountPercent({ oldPrice: 0, currentPrice: 10 })).toBe(0);
    expect(discountPercent({ oldPrice: 10, currentPrice: 12 })).toBe(0);
  });
});

describe('priceWithForcedPercentage (spec §4: old price minus the percentage, 2 decimals)', () => {
  it('takes the percentage off and rounds to cents', () => {
    expect(priceWithForcedPercentage(100, 10)).toBe(90);
    expect(priceWithForcedPercentage(19.99, 15)).toBe(16.99);
    expect(priceWithForcedPercentage(0.1 + 0.2, 0)).toBe(0.3);
  });
});

describe('bundleTotals', () => {
  it('sums the items in cents and multiplies by the quantity; the new total has the bundle’s percentage off', () => {
    const totals = bundleTotals(bundle([variant('141.227', '1299.90'), variant('142.001', '0.10'), variant('142.002', '0.20')], 10), 2);
    expect(totals).toEqual({ oldTotal: 2600.4, newTotal: 2340.36, percent: 10, currencyCode: 'EUR' });
  });
  it('takes the percentage off each line and rounds each to the cent, as the cart does', () => {
    // 0.15 − 10 % = 0.135 → 0.14 per line: 0.28, not 0.27 (0.30 − 10 % once).
    expect(bundleTotals(bundle([variant('141.227', '0.15'), variant('142.001', '0.15')], 10), 1)).toMatchObject({
      oldTotal: 0.3,
      newTotal: 0.28,
    });
  });
  it('floors a fractional bundle percentage for the badge and counts a quantity below 1 as 1', () => {
    expect(bundleTotals(bundle([variant('141.227', '100')], 12.5), 0)).toEqual({
      oldTotal: 100,
      newTotal: 87.5,
      percent: 12,
      currencyCode: 'EUR',
    });
  });
});

describe('discount codes (spec §4: added deduplicated, removed)', () => {
  it('adds a code once, whatever its case, and keeps the others', () => {
    expect(withDiscountCode([], 'BUNDLE-1')).toEqual(['BUNDLE-1']);
    expect(withDiscountCode(['SUMMER', 'BUNDLE-1'], 'bundle-1')).toEqual(['SUMMER', 'BUNDLE-1']);
    expect(withDiscountCode(['A', 'A', ' '], 'B')).toEqual(['A', 'B']);
  });
  it('removes the code and nothing else', () => {
    expect(withoutDiscountCode(['SUMMER', 'BUNDLE-1'], 'BUNDLE-1')).toEqual(['SUMMER']);
    expect(withoutDiscountCode(['SUMMER'], 'BUNDLE-1')).toEqual(['SUMMER']);
  });
});

describe('bundleLines (spec §3 line attributes)', () => {
  const context: BundleProductContext = {
    sku: '141.227',
    url: 'https://technologies.test/en/product/triac-st/141-227',
    name: 'TRIAC ST',
    brand: 'Leister',
    category: 'Hot air tools',
    subcategory: 'Hand tools',
  };

  it('gives each item the quantity and the bundle id; the page’s own variant gets the product attributes', () => {
    const lines = bundleLines(bundle([variant('141.227', '100'), variant('142.001', '20')]), 3, context);
    expect(lines).toEqual([
      {
        merchandiseId: 'gid://shopify/ProductVariant/141227',
        quantity: 3,
        attributes: [
          { key: '_leisterProductUrl', value: context.url },
          { key: '_leisterProductName', value: 'TRIAC ST' },
          { key: '_leisterProductBrand', value: 'Leister' },
          { key: '_leisterProductCategory', value: 'Hot air tools' },
          { key: '_leisterProductSubcategory', value: 'Hand tools' },
          { key: '_leisterRelatedBundle', value: 'gid://shopify/Metaobject/1' },
        ],
      },
      {
        merchandiseId: 'gid://shopify/ProductVariant/142001',
        quantity: 3,
        attributes: [
          { key: '_leisterProductName', value: 'Article 142.001' },
          { key: '_leisterProductBrand', value: 'Leister' },
          { key: '_leisterRelatedBundle', value: 'gid://shopify/Metaobject/1' },
        ],
      },
    ]);
  });
});
