/**
 * The standalone search box hands its value to the search page through local storage (spec
 * discovery §2): written before the redirect, read once on the page and removed.
 */
export const SEARCH_HAND_OVER_KEY = 'kestrel.searchQuery';

/** The most a hand-over carries (the query box's own limit). */
export const MAX_QUERY_LENGTH = 500;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's local storage; null where it is blocked (private modes, sandboxed frames) or absent. */
export function browserLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function handOverQuery(storage: Storage | null, query: string): void {
  try {
    storage?.setItem(SEARCH_HAND_OVER_KEY, query.slice(0, MAX_QUERY_LENGTH));
  } catch {
    // Storage full or blocked: the URL still carries the query.
  }
}

/** Reads the handed-over value and removes it, so a reload or a later visit does not repeat it. */
export function takeHandedOverQuery(storage: Storage | null): string | null {
  try {
    const value = storage?.getItem(SEARCH_HAND_OVER_KEY) ?? null;
    storage?.removeItem(SEARCH_HAND_OVER_KEY);
    return value === null ? null : value.slice(0, MAX_QUERY_LENGTH);
  } catch {
    return null;
  }
}
