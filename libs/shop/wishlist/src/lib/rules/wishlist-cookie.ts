/**
 * The anonymous wishlist in the `wishlist` cookie (spec shop §3, §4, §9): one list, keyed by its
 * name, of items with VariantId (and the date added), 365 days (the cookie's definition in
 * @mbw/util). Read leniently: whatever a visitor's browser holds (bad JSON, `%7B`, 5 KB, wrong
 * types, ids as numbers) never breaks a page; the valid part is kept and the cookie rewritten to it
 * (`rewrite`), or cleared when nothing of it is valid.
 */

/** The anonymous list's key in the cookie (the visitor never sees it: the page names the list). */
export const ANONYMOUS_LIST_NAME = 'Wishlist';

/**
 * Items the anonymous list keeps: a cookie is at most 4 KB (MAX_COOKIE_VALUE_LENGTH 4000), an
 * item about 70 bytes encoded. The wishlist button says so when the list is full.
 */
export const MAX_ANONYMOUS_ITEMS = 40;

/** The longest raw value read at all (browsers cap a cookie at 4096 bytes). */
const MAX_RAW_LENGTH = 4000;

export interface CookieWishlistItem {
  VariantId: string;
  /** yyyy-mm-dd, when known. */
  AddDate?: string;
}

export interface CookieWishlist {
  name: string;
  items: CookieWishlistItem[];
}

export interface CookieRead {
  list: CookieWishlist;
  /** True when the stored value differs from what was kept (garbage, or a valid part only). */
  rewrite: boolean;
}

const VARIANT_ID = /^[1-9]\d{0,15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}/;

const empty = (): CookieWishlist => ({ name: ANONYMOUS_LIST_NAME, items: [] });

function decode(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

function itemOf(value: unknown): CookieWishlistItem | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const id = record['VariantId'];
  const text = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : typeof id === 'string' ? id.trim() : '';
  if (!VARIANT_ID.test(text)) return null;
  const date = record['AddDate'];
  return typeof date === 'string' && DAY.test(date) ? { VariantId: text, AddDate: date.slice(0, 10) } : { VariantId: text };
}

/**
 * The list a raw cookie value (as the Cookie header has it, still %-encoded) holds. Several lists
 * (not written by this site) are merged into the first one's name: nothing valid is dropped but
 * duplicates and what goes over MAX_ANONYMOUS_ITEMS.
 */
export function readCookieWishlist(raw: string | undefined): CookieRead {
  if (raw === undefined || raw === '') return { list: empty(), rewrite: false };
  const garbage = { list: empty(), rewrite: true };
  if (raw.length > MAX_RAW_LENGTH) return garbage;
  const decoded = decode(raw);
  if (decoded === undefined) return garbage;
  let data: unknown;
  try {
    data = JSON.parse(decoded);
  } catch {
    return garbage;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return garbage;
  const entries = Object.entries(data as Record<string, unknown>);
  const name = entries.map(([key]) => key.trim()).find((key) => key.length > 0 && key.length <= 64) ?? ANONYMOUS_LIST_NAME;
  const seen = new Set<string>();
  const items: CookieWishlistItem[] = [];
  for (const [, value] of entries) {
    if (!Array.isArray(value)) continue;
    for (const entry of value) {
      const item = itemOf(entry);
      if (!item || seen.has(item.VariantId) || items.length >= MAX_ANONYMOUS_ITEMS) continue;
      seen.add(item.VariantId);
      items.push(item);
    }
  }
  const list = { name, items };
  return { list, rewrite: serializeCookieWishlist(list) !== decoded };
}

/** The cookie's value (before the cookie module's encoding): `{name: items}`. */
export function serializeCookieWishlist(list: CookieWishlist): string {
  return JSON.stringify({ [list.name]: list.items });
}

export function hasItem(list: CookieWishlist, variantId: string): boolean {
  return list.items.some((item) => item.VariantId === variantId);
}

/** The list with the variant added (today's date) at the end; unchanged when present or full. */
export function addCookieItem(list: CookieWishlist, variantId: string, today: string): CookieWishlist {
  if (hasItem(list, variantId) || list.items.length >= MAX_ANONYMOUS_ITEMS) return list;
  return { ...list, items: [...list.items, { VariantId: variantId, AddDate: today.slice(0, 10) }] };
}

export function removeCookieItem(list: CookieWishlist, variantId: string): CookieWishlist {
  return { ...list, items: list.items.filter((item) => item.VariantId !== variantId) };
}
