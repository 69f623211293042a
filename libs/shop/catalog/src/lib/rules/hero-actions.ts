/**
 * The product hero's actions that depend on the visitor (spec product §2 "Product page", §1).
 */

/** Where the hero's first action leads: 'get a quote' for a visitor with a favourite contact, else 'find a dealer'. */
export type ContactAction = { kind: 'quote'; href: string } | { kind: 'dealer'; href: string };

/**
 * Spec product §2: "Visitors with a favourite contact see a 'get a quote' link; others see a 'find
 * a dealer' link." The quote link is the contact page's quote request (spec discovery §"Contact
 * forms": concern 'get a quote'), carrying what the contact page takes: the chosen contact point
 * (the favourite) and the product's quote data (name, article number).
 */
export function contactAction(input: {
  /** The signed-in customer's favourite contact id (account API getFavouriteContact), '' or null without one. */
  favouriteContactId: string | null | undefined;
  dealerHref: string;
  quoteHref: string;
  product: { englishName: string; articleNumber: string | null };
}): ContactAction {
  const contactId = input.favouriteContactId?.trim() ?? '';
  if (contactId === '') return { kind: 'dealer', href: input.dealerHref };
  const query = new URLSearchParams({
    concern: 'quote',
    contactId,
    product: input.product.englishName,
  });
  if (input.product.articleNumber) query.set('articleNumber', input.product.articleNumber);
  return { kind: 'quote', href: `${input.quoteHref}?${query.toString()}` };
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
