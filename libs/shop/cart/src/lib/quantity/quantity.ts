/** Spec shop §4, §5: a quantity on the product page (teaser, bundle) starts at 1 and never goes below 1. */
export const MIN_QUANTITY = 1;
/** A typed quantity above this is put back to it (the Storefront's line limit is far above). */
export const MAX_QUANTITY = 999;

/** A whole number from MIN_QUANTITY to MAX_QUANTITY: anything else is put back to the nearest one. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(value)));
}
