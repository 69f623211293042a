import type { Cart, CartMoney } from '@mbw/shop-data-access';

/**
 * The cart panel's discount rows and subtotal (spec shop §2, §3; issue 23 §9), from wherever
 * Shopify puts a discount: a code for some products (the bundle codes) is allocated to the lines
 * it applies to (`CartLine.discountAllocations`, already taken off each line's total and off the
 * cart's subtotal); an order discount to the cart (`Cart.discountAllocations`). Summed in cents.
 */
export interface DiscountRow {
  /** The code as the cart lists it; null for the discounts without one (automatic, custom), together. */
  code: string | null;
  amount: CartMoney;
}

type DiscountSource = Pick<Cart, 'discountCodes' | 'discounts' | 'subtotalAmount'> & {
  lines: ReadonlyArray<Pick<Cart['lines'][number], 'discounts'>>;
};

const toCents = (amount: string) => {
  const value = Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
const toAmount = (cents: number) => (cents / 100).toFixed(2);
const keyOf = (code: string | null) => (code === null ? null : code.trim().toLowerCase());

/**
 * One row per code (Shopify's codes ignore case): its allocations on every line plus its
 * cart-level ones. Rows follow the cart's code list; discounts without a code come last, as one
 * row. A row that saves nothing is left out.
 */
export function discountRows(cart: DiscountSource): DiscountRow[] {
  const rows = new Map<string | null, { code: string | null; cents: number; currencyCode: string }>();
  const allocations = [...cart.lines.flatMap((line) => line.discounts), ...cart.discounts];
  for (const { code, discountedAmount } of allocations) {
    const key = keyOf(code);
    const row = rows.get(key) ?? {
      code: cart.discountCodes.find((entry) => keyOf(entry.code) === key)?.code ?? code,
      cents: 0,
      currencyCode: discountedAmount.currencyCode,
    };
    row.cents += toCents(discountedAmount.amount);
    rows.set(key, row);
  }
  const order = (key: string | null) => {
    const index = key === null ? -1 : cart.discountCodes.findIndex((entry) => keyOf(entry.code) === key);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...rows.entries()]
    .filter(([, row]) => row.cents > 0)
    .sort(([a], [b]) => order(a) - order(b) || (a === null ? 1 : 0) - (b === null ? 1 : 0))
    .map(([, row]) => ({ code: row.code, amount: { amount: toAmount(row.cents), currencyCode: row.currencyCode } }));
}

/**
 * The subtotal the panel shows above the discount rows: before any discount. Shopify's cart
 * subtotal is after the lines' own discounts (before cart-level ones), so those are added back:
 * subtotal − every row = the cart's total.
 */
export function subtotalBeforeDiscounts(cart: DiscountSource): CartMoney {
  const lineCents = cart.lines.reduce(
    (sum, line) => line.discounts.reduce((lineSum, discount) => lineSum + toCents(discount.discountedAmount.amount), sum),
    0,
  );
  if (lineCents === 0) return cart.subtotalAmount;
  return { amount: toAmount(toCents(cart.subtotalAmount.amount) + lineCents), currencyCode: cart.subtotalAmount.currencyCode };
}
