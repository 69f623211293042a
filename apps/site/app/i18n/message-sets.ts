/**
 * The catalogue split by where a message comes from (docs/decisions/messages-per-page.md): one
 * .po file per language stays what translators and `npm run i18n:check` work with; a page's HTML
 * carries only the messages of the sets its routes and blocks need. A message belongs to the set
 * of each file it is used in (the .po's `#:` origins): the longest prefix below names the set.
 */
export type MessageSet =
  'frame' | 'content-blocks' | 'account' | 'forms' | 'locator' | 'search' | 'shop-cart' | 'shop-catalog' | 'shop-compare' | 'shop-wishlist';

/**
 * The frame's messages come with every page (the root loader): the site app, chrome and design
 * system, and what the page frame shows of the features on every page (header search bar, cart
 * panel, floating compare icon). An origin no prefix names is the frame's too: a new lib's
 * messages are never missing, they only weigh on every page until the lib gets its set here.
 */
const SET_PREFIXES: ReadonlyArray<readonly [prefix: string, set: MessageSet]> = [
  ['apps/site/', 'frame'],
  ['libs/chrome/', 'frame'],
  ['libs/ui/', 'frame'],
  ['libs/search/feature/src/lib/search-bar/', 'frame'],
  ['libs/shop/cart/src/lib/cart-panel/', 'frame'],
  ['libs/shop/cart/src/lib/notification/', 'frame'],
  ['libs/shop/cart/src/lib/quantity/', 'frame'],
  ['libs/shop/cart/src/lib/state/', 'frame'],
  ['libs/shop/compare/src/lib/components/floating-compare-icon', 'frame'],
  ['libs/content-blocks/', 'content-blocks'],
  ['libs/account/', 'account'],
  ['libs/forms/', 'forms'],
  ['libs/locator/', 'locator'],
  ['libs/search/', 'search'],
  ['libs/shop/cart/', 'shop-cart'],
  ['libs/shop/catalog/', 'shop-catalog'],
  ['libs/shop/compare/', 'shop-compare'],
  ['libs/shop/wishlist/', 'shop-wishlist'],
];

/** The set of a message used in `origin` (a path relative to the workspace root). */
export function messageSetOf(origin: string): MessageSet {
  let best: (typeof SET_PREFIXES)[number] | undefined;
  for (const entry of SET_PREFIXES) {
    if (origin.startsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  }
  return best ? best[1] : 'frame';
}

/** Message ids per set, from each message's origins (a message used in two sets is in both). */
export function splitByOrigin(origins: ReadonlyMap<string, readonly string[]>): Map<MessageSet, Set<string>> {
  const sets = new Map<MessageSet, Set<string>>();
  for (const [id, files] of origins) {
    for (const set of files.length > 0 ? files.map(messageSetOf) : ['frame' as const]) {
      let ids = sets.get(set);
      if (!ids) sets.set(set, (ids = new Set()));
      ids.add(id);
    }
  }
  return sets;
}

/** What a route's loader data carries beside its own data: the messages of its sets (not the frame's). */
export const PAGE_MESSAGES_KEY = 'pageMessages';
