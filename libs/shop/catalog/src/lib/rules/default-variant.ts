/**
 * Which variant a product URL without an article number shows (spec product §4 "Product load"):
 * with no shop, the variant with the lowest id; with a shop, the cheapest available variant, ties
 * resolved by the lowest id. A variant without a known offer is not "available" for this rule.
 */
export interface VariantOffer {
  /** Price amount in the market's currency (only compared, never shown here). */
  price: number;
  availableForSale: boolean;
}

export interface DefaultVariantOptions {
  /** The brand has the shop (brand config `shop`). */
  shop: boolean;
  /**
   * Offers by variant id, from the storefront. Until the storefront stand-in exists the product
   * route passes none, and a shop brand falls back to the lowest id like a brand without a shop.
   */
  offers?: ReadonlyMap<number, VariantOffer>;
}

export function defaultVariant<TVariant extends { id: number }>(
  variants: readonly TVariant[],
  options: DefaultVariantOptions,
): TVariant | null {
  const lowestId = (candidates: readonly TVariant[]): TVariant | null =>
    candidates.reduce<TVariant | null>((best, candidate) => (best === null || candidate.id < best.id ? candidate : best), null);
  if (!options.shop || !options.offers) return lowestId(variants);
  const { offers } = options;
  let cheapest: { variant: TVariant; price: number } | null = null;
  for (const variant of variants) {
    const offer = offers.get(variant.id);
    if (!offer?.availableForSale || !Number.isFinite(offer.price)) continue;
    if (!cheapest || offer.price < cheapest.price || (offer.price === cheapest.price && variant.id < cheapest.variant.id)) {
      cheapest = { variant, price: offer.price };
    }
  }
  // Nothing available for sale: still a page to show, the lowest id.
  return cheapest?.variant ?? lowestId(variants);
}
