/**
 * The wishlist store (spec shop §3 "Store state", §4 "Store actions"): the lists shown, the total
 * of their items (the header's heart and the account tab), the list being looked at and the last
 * error code of a create or rename. A pure reducer, so its rules are tested without a page.
 */
export interface WishlistSummary {
  name: string;
  itemsCount: number;
  isDefault?: boolean;
  addDate?: string | null;
}

export interface WishlistState {
  isWishlistOpen: boolean;
  wishLists: WishlistSummary[];
  amountOfAllWishlistItems: number;
  currentWishListName: string | null;
  currentWishListIndex: number;
  /** 409 after a duplicate name (the overlay stays open), another status for a general error, null when fine. */
  errorCode: number | null;
}

export type WishlistAction =
  | { type: 'set-lists'; lists: WishlistSummary[] }
  | { type: 'add-list'; name: string; addDate?: string }
  | { type: 'remove-list'; name: string }
  | { type: 'remove-product'; listName: string }
  | { type: 'empty' }
  | { type: 'select'; index: number }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'error'; code: number }
  | { type: 'clear-error' };

export const INITIAL_WISHLIST_STATE: WishlistState = {
  isWishlistOpen: false,
  wishLists: [],
  amountOfAllWishlistItems: 0,
  currentWishListName: null,
  currentWishListIndex: 0,
  errorCode: null,
};

/** Spec shop §4: the total is recomputed from the lists' itemsCount. */
export const totalItems = (lists: readonly WishlistSummary[]) => lists.reduce((sum, list) => sum + Math.max(0, list.itemsCount), 0);

function withCurrent(state: WishlistState, lists: WishlistSummary[], index: number): WishlistState {
  const current = lists.length === 0 ? 0 : Math.min(Math.max(0, index), lists.length - 1);
  return {
    ...state,
    wishLists: lists,
    amountOfAllWishlistItems: totalItems(lists),
    currentWishListIndex: current,
    currentWishListName: lists[current]?.name ?? null,
  };
}

export function wishlistReducer(state: WishlistState, action: WishlistAction): WishlistState {
  switch (action.type) {
    case 'set-lists':
      return withCurrent(state, action.lists, state.currentWishListIndex);
    case 'add-list':
      return withCurrent(
        state,
        [...state.wishLists, { name: action.name, itemsCount: 0, addDate: action.addDate ?? null }],
        state.currentWishListIndex,
      );
    case 'remove-list': {
      const lists = state.wishLists.filter((list) => list.name !== action.name);
      return withCurrent(state, lists, state.currentWishListIndex >= lists.length ? lists.length - 1 : state.currentWishListIndex);
    }
    case 'remove-product': {
      const lists = state.wishLists.map((list) =>
        list.name === action.listName ? { ...list, itemsCount: Math.max(0, list.itemsCount - 1) } : list,
      );
      return withCurrent(state, lists, state.currentWishListIndex);
    }
    case 'empty':
      return { ...state, wishLists: state.wishLists.map((list) => ({ ...list, itemsCount: 0 })), amountOfAllWishlistItems: 0 };
    case 'select':
      return withCurrent(state, state.wishLists, action.index);
    case 'open':
      return { ...state, isWishlistOpen: true };
    case 'close':
      return { ...state, isWishlistOpen: false, errorCode: null };
    case 'error':
      return { ...state, errorCode: action.code };
    case 'clear-error':
      return { ...state, errorCode: null };
  }
}

/** The store over the lists the API answered (the starting point of a change on screen). */
export function storeOf(lists: readonly WishlistSummary[], index = 0): WishlistState {
  return wishlistReducer(wishlistReducer(INITIAL_WISHLIST_STATE, { type: 'set-lists', lists: [...lists] }), { type: 'select', index });
}

/** Spec shop §2: the default list with zero items is hidden. */
export function visibleLists<T extends WishlistSummary>(lists: readonly T[]): T[] {
  return lists.filter((list) => !(list.isDefault && list.itemsCount === 0));
}

/** Spec shop §5, §9: at most 9 lists. */
export const MAX_WISHLISTS = 9;

/** Spec shop §2: create-new only when signed in and fewer than 9 lists exist. */
export function canCreateList(signedIn: boolean, lists: readonly WishlistSummary[]): boolean {
  return signedIn && lists.length < MAX_WISHLISTS;
}

/** Spec shop §8: 409 is the duplicate-list message; any other failure the general error. */
export function createErrorKind(code: number | null): 'duplicate' | 'general' | null {
  if (code === null) return null;
  return code === 409 ? 'duplicate' : 'general';
}
