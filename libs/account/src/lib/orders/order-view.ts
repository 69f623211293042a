import type { TagTone } from '@mbw/ui';
import type { Money } from '@mbw/util';

/**
 * The order pages' rules (spec account §2, §3, §4), pure so they are tested without a page.
 */

/** Spec §2 "Detail URL": the order id replaces the target's wildcard marker, or becomes its last segment. */
export const WILDCARD_MARKER = '*';

export function orderDetailHref(target: string, orderId: string): string {
  const id = encodeURIComponent(orderId);
  if (target.includes(WILDCARD_MARKER)) return target.replace(WILDCARD_MARKER, id);
  const [path = '', query] = target.split('?');
  const joined = `${path.replace(/\/+$/, '')}/${id}`;
  return query === undefined ? joined : `${joined}?${query}`;
}

/** Spec §2 "Order detail": the last path segment of the page URL is the order id ('' when there is none). */
export function orderIdFromPath(pathname: string): string {
  const segment = pathname.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** Spec §4: fulfilment status → tag colour. */
const WARNING_FULFILMENT = new Set([
  'IN_PROGRESS',
  'ON_HOLD',
  'OPEN',
  'PARTIALLY_FULFILLED',
  'PENDING_FULFILLMENT',
  'RESTOCKED',
  'SCHEDULED',
  'UNFULFILLED',
]);

export function fulfilmentTone(status: string | null | undefined): TagTone {
  if (status === 'FULFILLED') return 'ok';
  if (status && WARNING_FULFILMENT.has(status)) return 'warning';
  return 'secondary';
}

/** Spec §4: the list is sorted newest first by order number. */
export function newestFirst<T extends { orderNumber: number }>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => b.orderNumber - a.orderNumber);
}

// Money in cents: the maths of the cost breakdown never meets a floating-point remainder.
const cents = (money: Money | null | undefined) => Math.round(Number(money?.amount ?? 0) * 100);
const toMoney = (valueCents: number, currencyCode: string): Money => ({ amount: (valueCents / 100).toFixed(2), currencyCode });

export interface DerivedLine {
  title: string;
  articleNumber: string | null;
  imageUrl: string | null;
  imageAlt: string;
  quantity: number;
  /** Spec §3: the line's original total divided by its quantity. */
  unitPrice: Money;
  total: Money;
}

export interface DerivedOrderView {
  lines: DerivedLine[];
  /** Sum of the lines' (original) totals. */
  subtotal: Money;
  /** subtotal − subtotalPrice. */
  discount: Money;
  hasDiscounts: boolean;
  shipping: Money;
  tax: Money;
  hasTax: boolean;
  /** tax / (discounted subtotal + shipping) as a percentage, 2 decimals (8.1 for 8.1 %); null without a base. */
  taxPercentage: number | null;
  total: Money;
}

export interface OrderForView {
  totalPrice: Money;
  totalTax?: Money | null;
  subtotalPrice?: Money | null;
  totalShippingPrice: Money;
  lineItems: {
    nodes: Array<{
      title: string;
      quantity: number;
      originalTotalPrice: Money;
      variant?: { sku?: string | null; image?: { url: string; altText?: string | null } | null } | null;
    }>;
  };
}

/** Spec §3 "Derived order view". */
export function deriveOrderView(order: OrderForView): DerivedOrderView {
  const currency = order.totalPrice.currencyCode;
  const lines = order.lineItems.nodes.map((line): DerivedLine => {
    const total = cents(line.originalTotalPrice);
    return {
      title: line.title,
      articleNumber: line.variant?.sku || null,
      imageUrl: line.variant?.image?.url ?? null,
      imageAlt: line.variant?.image?.altText || line.title,
      quantity: line.quantity,
      unitPrice: toMoney(line.quantity > 0 ? Math.round(total / line.quantity) : total, line.originalTotalPrice.currencyCode),
      total: toMoney(total, line.originalTotalPrice.currencyCode),
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + cents(line.total), 0);
  const discountedSubtotal = order.subtotalPrice ? cents(order.subtotalPrice) : subtotal;
  const discount = Math.max(0, subtotal - discountedSubtotal);
  const shipping = cents(order.totalShippingPrice);
  const tax = cents(order.totalTax);
  const base = discountedSubtotal + shipping;
  return {
    lines,
    subtotal: toMoney(subtotal, currency),
    discount: toMoney(discount, currency),
    hasDiscounts: discount > 0,
    shipping: toMoney(shipping, currency),
    tax: toMoney(tax, currency),
    hasTax: tax > 0,
    taxPercentage: base > 0 ? Math.round((tax / base) * 100 * 100) / 100 : null,
    total: toMoney(cents(order.totalPrice), currency),
  };
}
