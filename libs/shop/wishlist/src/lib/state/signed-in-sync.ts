import { addProductToWishlist, addWishlist, fetchWishlists } from '@mbw/account-data-access';
import { fetchWishlistObjectsFromSite } from '@mbw/api-clients';
import { migrateCookieWishlist } from '../rules/migration';
import { totalItems } from '../rules/wishlist-store';
import { WISHLIST_MIGRATED_EVENT, readBrowserWishlist, writeCookieWishlist } from './browser-cookie';
import { publishWishlistTotal } from './wishlist-total';

/** One migration per page at a time (React's double effects, several mounts). */
let running: Promise<void> | null = null;

/**
 * For a signed-in customer, once per page: the cookie wishlist (if any) moves into the account
 * (spec shop §4; rules/migration.ts), the cookie keeps only what did not move, then the total of
 * the account's lists is published. Its own chunk: signed-in pages only.
 */
export function syncSignedIn(language: string): Promise<void> {
  // A background read: a session that ended (403) fails it quietly; the page's own account
  // screens send the browser to /logout (and the migration waits for a working session).
  const lists = () => fetchWishlists(language, { onForbidden: () => undefined });
  running ??= (async () => {
    const { list } = readBrowserWishlist();
    if (list.items.length > 0) {
      const outcome = await migrateCookieWishlist(list.items, {
        lists,
        addList: addWishlist,
        addProduct: addProductToWishlist,
        productNames: async (items) =>
          new Map((await fetchWishlistObjectsFromSite(items, language)).map((entry) => [entry.variantId, entry.masterProductNameEn])),
      });
      writeCookieWishlist({ ...list, items: outcome.kept });
      window.dispatchEvent(new CustomEvent(WISHLIST_MIGRATED_EVENT, { detail: outcome }));
    }
    publishWishlistTotal(totalItems(await lists()));
  })()
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}
