/** Spec discovery §2, §9: the wishlist badge shows 9+ above 9; nothing for an empty list. */
export function badgeText(count: number | null | undefined): string {
  if (!count || count < 1 || !Number.isFinite(count)) return '';
  return count > 9 ? '9+' : String(Math.floor(count));
}

/** Spec discovery §2: a top info link whose address contains 'contact' clears stored contact data first. */
export function isContactLink(href: string): boolean {
  return href.toLowerCase().includes('contact');
}

/**
 * Spec discovery §2: product links in a flyout go to the language and the product's English name,
 * spaces turned into hyphens: ('de-CH', 'Hot-air tools') → '/de-CH/Hot-air-tools'.
 */
export function productMenuPath(language: string, englishName: string): string {
  return `/${language}/${encodeURIComponent(englishName.trim().replace(/\s+/g, '-')).replace(/%2D/gi, '-')}`;
}

/** Spec discovery §9: the header hides once scrolled down past 50 px. */
export const HEADER_HIDE_THRESHOLD_PX = 50;

/**
 * Sticky header (spec discovery §2): hidden while scrolling down past 50 px, shown again on any
 * scroll up, and never hidden while the search is open.
 */
export function nextHeaderVisible(input: { visible: boolean; previousY: number; currentY: number; searchOpen: boolean }): boolean {
  if (input.searchOpen || input.currentY <= HEADER_HIDE_THRESHOLD_PX) return true;
  if (input.currentY > input.previousY) return false;
  if (input.currentY < input.previousY) return true;
  return input.visible;
}

/** Sign-in starts at /login and comes back to this page (the server checks return_to). */
export function signInHref(language: string, itemPath: string): string {
  const back = itemPath === '/' ? `/${language}/` : `/${language}${itemPath}`;
  return `/login?return_to=${encodeURIComponent(back)}`;
}
