/**
 * The product hero's actions that depend on the visitor (spec product §2 "Product page", §1).
 */

/** Where the hero's first action leads: 'get a quote' for a visitor with a favourite contact, else 'find a dealer'. */
export type ContactAction = { kind: 'quote'; href: string } | { kind: 'dealer'; href: string };

/** The product a contact link is about (spec product §3 "quote data": name, article number, solutions with key). */
export interface QuoteProduct {
  englishName: string;
  articleNumber: string | null;
  /** The product's solution keys: the map's initial filters (spec discovery §4). */
  solutionKeys?: readonly string[];
}

/** `product`, `articleNumber` and `solutions` of a contact link (the contact form page and the map read them). */
function productQuery(product: QuoteProduct): URLSearchParams {
  const query = new URLSearchParams({ product: product.englishName });
  if (product.articleNumber) query.set('articleNumber', product.articleNumber);
  const solutions = solutionsParam(product);
  if (solutions) query.set('solutions', solutions);
  return query;
}

const solutionsParam = (product: QuoteProduct) =>
  [...new Set((product.solutionKeys ?? []).map((key) => key.trim().toLowerCase()).filter(Boolean))].join(',');

/**
 * Spec product §2: "Visitors with a favourite contact see a 'get a quote' link; others see a 'find
 * a dealer' link." The quote link is the contact page's quote request (spec discovery §2 concern
 * 'get a quote') with the favourite as the chosen contact point and the product's quote data. The
 * dealer link is the map, filtered by the product's solutions (spec discovery §4: "When arriving
 * from a quote or expert link for a product, the initial filters are the product's solution keys").
 */
export function contactAction(input: {
  /** The signed-in customer's favourite contact id (account API getFavouriteContact), '' or null without one. */
  favouriteContactId: string | null | undefined;
  dealerHref: string;
  quoteHref: string;
  product: QuoteProduct;
}): ContactAction {
  const contactId = input.favouriteContactId?.trim() ?? '';
  if (contactId === '') {
    const solutions = solutionsParam(input.product);
    return { kind: 'dealer', href: solutions ? `${input.dealerHref}?${new URLSearchParams({ solutions }).toString()}` : input.dealerHref };
  }
  const query = new URLSearchParams({ contactPoint: contactId });
  for (const [key, value] of productQuery(input.product)) query.set(key, value);
  return { kind: 'quote', href: `${input.quoteHref}?${query.toString()}` };
}

/**
 * The hero's 'talk to an expert' (spec product §2): the contact page's expert concern with the
 * product's quote data; its "change my contact" map opens filtered by the product's solutions.
 */
export function expertLink(expertHref: string, product: QuoteProduct): string {
  return `${expertHref}?${productQuery(product).toString()}`;
}

/** The way between a variant's new device and its demo devices (spec product §1, §2 `?condition=used`). */
export type DemoDeviceLink = { kind: 'demo'; href: string; count: number } | { kind: 'new'; href: string } | null;

/**
 * Spec product §1: shop visitors see demo devices (used or refurbished shop products of a variant);
 * §2: the page of a variant's demo devices is its URL with `?condition=used`. On the new device's
 * page a link leads to the demo devices when the store has any; on the demo devices' page a link
 * leads back to the new device. Nothing without demo devices (and nothing for visitors without the
 * shop: the route passes no count).
 */
export function demoDeviceLink(input: { path: string; condition: string | null; demoCount: number }): DemoDeviceLink {
  if (input.condition === 'used') return { kind: 'new', href: input.path };
  if (input.demoCount <= 0) return null;
  return {
    kind: 'demo',
    href: `${input.path}?condition=used`,
    count: input.demoCount,
  };
}
