import { CART_LINE_ATTRIBUTE, type CartLine } from '@mbw/shop-data-access';
import { COOKIES, readBrowserCookie } from '@mbw/util';

/**
 * The cart's analytics pushes (spec shop §7 "Analytics pushes", §9: currency EUR by default):
 * add_to_cart, remove_from_cart, begin_checkout and view_cart into the tag manager's dataLayer, in
 * GA4's ecommerce shape. Only after statistics consent (spec account §9): the consent banner
 * writes the `cookieConsent` cookie, read here at the moment of the push, so a choice made on this
 * page counts at once and nothing is queued before it.
 */
export const DEFAULT_ANALYTICS_CURRENCY = 'EUR';

export interface AnalyticsItem {
  /** The variant's article number (with its dot). */
  item_id: string;
  item_name: string;
  item_brand: string;
  item_category: string;
  item_category2: string;
  /** The unit price. */
  price: number;
  quantity: number;
  sku: string;
  compareAtPrice: number | null;
  condition: 'new' | 'used' | 'refurbished';
}

export type CartAnalyticsEvent = 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'view_cart';

interface DataLayerWindow {
  dataLayer?: unknown[];
}

/** True once the visitor allowed statistics cookies (the banner's "Allow statistics"). */
export function statisticsConsented(): boolean {
  return readBrowserCookie(COOKIES.consent) === 'statistics';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The items' value: unit price × quantity, summed, to the cent. */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  return round2(
    items.reduce((sum, item) => sum + (Number.isFinite(item.price) ? Math.round(item.price * 100) * item.quantity : 0), 0) / 100,
  );
}

/**
 * One ecommerce push. Returns whether it was pushed: nothing without consent, nothing on the
 * server, nothing for an empty item list.
 */
export function pushCartEvent(
  event: CartAnalyticsEvent,
  items: readonly AnalyticsItem[],
  currency: string = DEFAULT_ANALYTICS_CURRENCY,
): boolean {
  if (typeof window === 'undefined' || items.length === 0 || !statisticsConsented()) return false;
  const target = window as unknown as DataLayerWindow;
  target.dataLayer ??= [];
  // GA4: clear the previous ecommerce object so its fields do not leak into this event.
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({
    event,
    ecommerce: { currency: currency || DEFAULT_ANALYTICS_CURRENCY, value: itemsValue(items), items: items.map((item) => ({ ...item })) },
  });
  return true;
}

export const pushAddToCart = (items: readonly AnalyticsItem[], currency?: string) => pushCartEvent('add_to_cart', items, currency);
export const pushRemoveFromCart = (items: readonly AnalyticsItem[], currency?: string) =>
  pushCartEvent('remove_from_cart', items, currency);
export const pushBeginCheckout = (items: readonly AnalyticsItem[], currency?: string) => pushCartEvent('begin_checkout', items, currency);
export const pushViewCart = (items: readonly AnalyticsItem[], currency?: string) => pushCartEvent('view_cart', items, currency);

/**
 * A cart line as an analytics item (view_cart, begin_checkout, remove_from_cart): the product
 * attributes the line was added with (spec §3), its sku, unit and compare-at price. The condition
 * is not on the line; `condition` says it when the caller knows (used demo devices).
 */
export function analyticsItemOfLine(
  line: CartLine,
  quantity: number = line.quantity,
  condition: AnalyticsItem['condition'] = 'new',
): AnalyticsItem {
  const attribute = (key: string) => line.attributes.find((entry) => entry.key === key)?.value ?? '';
  const price = Number(line.price.amount);
  const compareAt = line.compareAtPrice ? Number(line.compareAtPrice.amount) : null;
  return {
    item_id: line.sku ?? line.variantId,
    item_name: attribute(CART_LINE_ATTRIBUTE.productName) || line.title,
    item_brand: attribute(CART_LINE_ATTRIBUTE.productBrand),
    item_category: attribute(CART_LINE_ATTRIBUTE.productCategory),
    item_category2: attribute(CART_LINE_ATTRIBUTE.productSubcategory),
    price: Number.isFinite(price) ? price : 0,
    quantity,
    sku: line.sku ?? '',
    compareAtPrice: compareAt !== null && Number.isFinite(compareAt) ? compareAt : null,
    condition,
  };
}
