import { describe, expect, it } from 'vitest';
import { defaultVariant, type VariantOffer } from './default-variant';

const variants = [{ id: 100003 }, { id: 100001 }, { id: 100002 }, { id: 100004 }];
const offers = (entries: Array<[number, VariantOffer]>) => new Map(entries);

describe('defaultVariant', () => {
  it('is null without variants', () => {
    expect(defaultVariant([], { shop: false })).toBeNull();
    expect(defaultVariant([], { shop: true, offers: offers([]) })).toBeNull();
  });

  it('takes the lowest id on a brand without a shop, whatever the offers', () => {
    expect(defaultVariant(variants, { shop: false })?.id).toBe(100001);
    expect(defaultVariant(variants, { shop: false, offers: offers([[100004, { price: 1, availableForSale: true }]]) })?.id).toBe(100001);
  });

  it('falls back to the lowest id on a shop brand while no offers are known', () => {
    expect(defaultVariant(variants, { shop: true })?.id).toBe(100001);
  });

  it('takes the cheapest available variant on a shop brand', () => {
    const result = defaultVariant(variants, {
      shop: true,
      offers: offers([
        [100001, { price: 500, availableForSale: true }],
        [100002, { price: 90, availableForSale: false }],
        [100003, { price: 120, availableForSale: true }],
        [100004, { price: 300, availableForSale: true }],
      ]),
    });
    expect(result?.id).toBe(100003);
  });

  it('resolves equal prices by the lowest id', () => {
    const result = defaultVariant(variants, {
      shop: true,
      offers: offers([
        [100004, { price: 99.5, availableForSale: true }],
        [100002, { price: 99.5, availableForSale: true }],
        [100003, { price: 99.5, availableForSale: true }],
      ]),
    });
    expect(result?.id).toBe(100002);
  });

  it('ignores variants without an offer and falls back to the lowest id when none is available', () => {
    expect(defaultVariant(variants, { shop: true, offers: offers([[100004, { price: 10, availableForSale: true }]]) })?.id).toBe(100004);
    expect(defaultVariant(variants, { shop: true, offers: offers([[100004, { price: 10, availableForSale: false }]]) })?.id).toBe(100001);
    expect(defaultVariant(variants, { shop: true, offers: offers([[100003, { price: Number.NaN, availableForSale: true }]]) })?.id).toBe(
      100001,
    );
  });
});
