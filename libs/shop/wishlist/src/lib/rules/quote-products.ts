/** Spec discovery §2: the quote form shows 3 wishlist products at first, one more per click on show more. */
export const QUOTE_PRODUCTS_FIRST = 3;

/** How many of `total` products show after `clicks` clicks on "show more". */
export function visibleQuoteProducts(total: number, clicks: number): number {
  const safeTotal = Math.max(0, Math.floor(total));
  return Math.min(safeTotal, QUOTE_PRODUCTS_FIRST + Math.max(0, Math.floor(clicks)));
}
