import { describe, expect, it } from 'vitest';
import type { OffersLoad } from '@mbw/shop-data-access/server';
import { FIVE_VARIANT_OFFERS, shopOffer } from '@mbw/shop-data-access/testing';
import { defaultVariant } from './default-variant';
import { choicesWithOffers, defaultVariantOffers } from './variant-offers';

const load = FIVE_VARIANT_OFFERS;
const variants = [1, 2, 3, 4, 5].map((id) => ({ id }));

describe('the default variant with offers (spec shop §4)', () => {
  it('is the cheapest available new device, ties to the lowest id; demo devices do not count', () => {
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers(load) })?.id).toBe(3);
    const tie: OffersLoad = {
      status: 'ok',
      offers: { 4: { base: shopOffer(40, 100), demo: [] }, 3: { base: shopOffer(30, 100), demo: [] } },
    };
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers(tie) })?.id).toBe(3);
  });

  it('without offers (Storefront down, or no shop for the visitor) it is the lowest id', () => {
    expect(defaultVariantOffers({ status: 'unavailable' })).toBeUndefined();
    expect(defaultVariantOffers(null)).toBeUndefined();
    expect(defaultVariant(variants, { shop: true, offers: defaultVariantOffers({ status: 'unavailable' }) })?.id).toBe(1);
  });
});

describe('choicesWithOffers', () => {
  it("gives the selector rows the new device's price, availability, stock and delivery time", () => {
    const choices = [1, 2, 5].map((id) => ({ id, articleNumber: `100.00${id}`, name: `V${id}`, filterValues: [] }));
    const stock = { currentlyNotInStock: false, quantityAvailable: 10, deliveryTime: 'short' };
    expect(choicesWithOffers(choices, load).map((choice) => choice.offer)).toEqual([
      { price: 300, currencyCode: 'EUR', available: true, condition: 'new', ...stock },
      { price: 150, currencyCode: 'EUR', available: false, condition: 'new', ...stock },
      undefined,
    ]);
    expect(choicesWithOffers(choices, { status: 'unavailable' })).toEqual(choices);
  });
});
