/** Spec discovery §2: the quote form shows 3 wishlist products at first, one more per click on show more. */
export const QUOTE_PRODUCTS_FIRST = 3;

/** How many of `total` products show after `clicks` clicks on "show more". */
export function visibleQuoteProducts(total: number, clicks: number): number {
  const safeTotal = Math.max(0, Math.floor(total));
  return Math.min(safeTotal, QUOTE_PRODUCTS_FIRST + Math.max(0, Math.floor(clicks)));
}

/** The quote form's hidden products field holds at most this many characters (the form's own limit). */
export const QUOTE_PRODUCTS_MAX_LENGTH = 4000;

/**
 * What the quote form posts for the wishlist products it lists (issue 28): every product, not only
 * the ones shown, one per line as "name (article number)"; the lines that no longer fit the field's
 * limit are counted instead ("+ 12 more"), so the request never fails on a long wishlist.
 */
export function quoteProductsText(
  items: ReadonlyArray<{ name: string; articleNo: string }>,
  maxLength = QUOTE_PRODUCTS_MAX_LENGTH,
): string {
  const lines = items.map((item) => {
    const name = item.name.replace(/\s+/g, ' ').trim();
    const article = item.articleNo.trim();
    return article ? `${name} (${article})` : name;
  });
  const kept: string[] = [];
  let length = 0;
  for (const [index, line] of lines.entries()) {
    const rest = lines.length - index - 1;
    // Room for the count line, at its longest, whenever lines follow.
    const tail = rest > 0 ? `\n+ ${lines.length} more`.length : 0;
    const added = (kept.length ? 1 : 0) + line.length;
    if (length + added + tail > maxLength) {
      kept.push(`+ ${lines.length - index} more`);
      break;
    }
    kept.push(line);
    length += added;
  }
  return kept.join('\n');
}
