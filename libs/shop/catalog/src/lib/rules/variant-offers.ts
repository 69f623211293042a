import type { OffersLoad } from '@mbw/shop-data-access/server';
import type { VariantOffer } from './default-variant';
import type { VariantChoice } from './variant-selector';

/** The default-variant rule's view of the offers: each variant's new device, price and availability. */
export function defaultVariantOffers(load: OffersLoad | null): ReadonlyMap<number, VariantOffer> | undefined {
  if (load?.status !== 'ok') return undefined;
  const offers = new Map<number, VariantOffer>();
  for (const [id, entry] of Object.entries(load.offers)) {
    if (entry.base) offers.set(Number(id), { price: entry.base.price, availableForSale: entry.base.availableForSale });
  }
  return offers;
}

/** The variant selector's rows with their shop offers (price, availability; new devices only: spec shop §2). */
export function choicesWithOffers(choices: readonly VariantChoice[], load: OffersLoad | null): VariantChoice[] {
  if (load?.status !== 'ok') return [...choices];
  return choices.map((choice) => {
    const base = load.offers[choice.id]?.base;
    if (!base) return choice;
    // Stock and delivery time too: the table's availability is the hero's (spec shop §2 "Shop table availability").
    const offer = {
      price: base.price,
      currencyCode: base.currencyCode,
      available: base.availableForSale,
      condition: 'new' as const,
      currentlyNotInStock: base.currentlyNotInStock,
      quantityAvailable: base.quantityAvailable,
      deliveryTime: base.deliveryTime,
    };
    return { ...choice, offer };
  });
}
