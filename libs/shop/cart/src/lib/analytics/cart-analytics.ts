import { pushAnalyticsEvent, pushCartEvent, viewItemEvent, type AnalyticsItem } from '@mbw/analytics';
import { CART_LINE_ATTRIBUTE, type CartLine, type ShopOffer } from '@mbw/shop-data-access';

/**
 * The cart's analytics pushes (spec shop §7, §9): add_to_cart, remove_from_cart, begin_checkout
 * and view_cart. Their shape, the EUR default and the consent rule are @mbw/analytics' (the one
 * module that owns every event); this file turns cart lines into its items.
 */
export type { AnalyticsItem };

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

/** What the product page knows of the product a shop offer belongs to (the cart line's attributes). */
export interface OfferProductContext {
  productName: string;
  brand: string;
  category: string;
  subcategory: string;
}

/** A shop offer of the product page as an analytics item (view_item, the hero's add_to_cart). */
export function analyticsItemOfOffer(offer: ShopOffer, product: OfferProductContext, quantity: number): AnalyticsItem {
  const compareAt = offer.compareAtAmount === null ? null : Number(offer.compareAtAmount);
  return {
    item_id: offer.sku ?? offer.merchandiseId,
    item_name: product.productName || offer.title,
    item_brand: product.brand,
    item_category: product.category,
    item_category2: product.subcategory,
    price: Number.isFinite(offer.price) ? offer.price : 0,
    quantity,
    sku: offer.sku ?? '',
    compareAtPrice: compareAt !== null && Number.isFinite(compareAt) ? compareAt : null,
    condition: offer.condition,
  };
}

/**
 * view_item: the offer the product page shows, once per offer shown. Held until the visitor
 * answers the banner, so a consent given on this page still reports the product viewed.
 */
export function pushViewItem(offer: ShopOffer, product: OfferProductContext): boolean {
  return pushAnalyticsEvent(viewItemEvent(analyticsItemOfOffer(offer, product, 1), offer.currencyCode), { holdUntilConsent: true });
}
