/**
 * Where the wishlist pages are (content items seeded in local-services sitecore/seed/account/pages.ts,
 * localised by AppLink): the overview in My Account, the items of one list, and a shared list.
 */
export const WISHLIST_PATHS = {
  overview: '/my-account/wishlist',
  items: '/my-account/wishlist/items',
  shared: '/my-account/wishlist/shared',
} as const;

/** Spec shop §4, §3: the current list's index is kept in session values. */
export const CURRENT_LIST_KEY = 'currentWishListIndex';

export function readCurrentListIndex(): number {
  try {
    const value = Number(globalThis.sessionStorage?.getItem(CURRENT_LIST_KEY));
    return Number.isInteger(value) && value >= 0 && value < 9 ? value : 0;
  } catch {
    return 0;
  }
}

export function storeCurrentListIndex(index: number): void {
  try {
    globalThis.sessionStorage?.setItem(CURRENT_LIST_KEY, String(index));
  } catch {
    // Storage refused (private mode): the items page shows the first list.
  }
}
