import { withChosenPoint, type ContactFormsState, type ContactSnapshot } from '@mbw/util';

/**
 * What arriving on a contact page does to the contact forms state (issue 28): the point of
 * `?contactPoint=` (the map card's contact button) becomes the choice; a visitor who left through
 * the change-contact action (isContactChangeActive) is sent back to the form page they left
 * (savedContactRelativePath) when the map's link brought them to another one, and the round trip ends.
 */
export function arrivalState(
  stored: ContactFormsState,
  chosen: { contact: ContactSnapshot; optOut: boolean } | null,
  pathname: string,
): { state: ContactFormsState; returnTo: string | null } {
  const withChoice = chosen ? withChosenPoint(stored, chosen.contact, chosen.optOut) : stored;
  if (!stored.isContactChangeActive) return { state: withChoice, returnTo: null };
  const saved = stored.savedContactRelativePath;
  const savedPath = saved.split(/[?#]/)[0] ?? '';
  // Still on the way back: the round trip stays active, so leaving this page keeps the quote data.
  if (saved && savedPath !== pathname) return { state: withChoice, returnTo: saved };
  return { state: { ...withChoice, isContactChangeActive: false, savedContactRelativePath: '' }, returnTo: null };
}

/**
 * The map link of "change my contact" keeps the product's solutions the page was opened with (a
 * product's quote or expert link, `?solutions=a,b`): spec discovery §4, "When arriving from a quote
 * or expert link for a product, the initial filters are the product's solution keys". Only keys
 * of lowercase letters, digits and hyphens pass; anything else is left behind.
 */
export function mapHrefFor(mapHref: string, pageSearch: string): string {
  const keys = new URLSearchParams(pageSearch)
    .getAll('solutions')
    .flatMap((value) => value.split(','))
    .map((key) => key.trim().toLowerCase())
    .filter((key) => /^[a-z0-9][a-z0-9-]{0,60}$/.test(key));
  if (keys.length === 0) return mapHref;
  const [path, query = ''] = mapHref.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('solutions', [...new Set(keys)].slice(0, 20).join(','));
  return `${path}?${params.toString()}`;
}
