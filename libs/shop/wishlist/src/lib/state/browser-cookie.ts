import { COOKIES, serializeClearCookie, writeBrowserCookie } from '@mbw/util';
import { notifyCookieChange } from '@mbw/ui';
import { readCookieWishlist, type CookieRead, type CookieWishlist } from '../rules/wishlist-cookie';

/** The `wishlist` cookie's raw value as document.cookie has it (still %-encoded). */
function rawCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${COOKIES.wishlist.name}=`;
  const entry = document.cookie.split(/;\s*/).find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length);
}

/** Tells the page's wishlist parts (the header's heart, the lists) that the cookie changed. */
export const WISHLIST_COOKIE_EVENT = 'mbw:wishlist-cookie';

/** Sent when cookie items moved into the account (a lists screen reads the lists again). */
export const WISHLIST_MIGRATED_EVENT = 'mbw:wishlist-migrated';

/** Writes the list (365 days), or clears the cookie when it is empty (spec shop §4: deleting clears it). */
export function writeCookieWishlist(list: CookieWishlist): void {
  if (typeof document === 'undefined') return;
  if (list.items.length === 0) {
    document.cookie = serializeClearCookie(COOKIES.wishlist, { secure: window.location.protocol === 'https:' });
  } else {
    writeBrowserCookie(COOKIES.wishlist, { [list.name]: list.items.map((item) => ({ ...item })) });
  }
  notifyCookieChange();
  window.dispatchEvent(new Event(WISHLIST_COOKIE_EVENT));
}

/** The anonymous list in the browser; a malformed cookie is rewritten to its valid part (or cleared) at once. */
export function readBrowserWishlist(): CookieRead {
  const read = readCookieWishlist(rawCookie());
  if (read.rewrite) writeCookieWishlist(read.list);
  return read;
}
