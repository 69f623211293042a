import { describe, expect, it } from 'vitest';
import { formatWishlistDate, shortListName } from './wishlist-format';
import {
  INITIAL_WISHLIST_STATE,
  canCreateList,
  storeOf,
  createErrorKind,
  visibleLists,
  wishlistReducer,
  type WishlistAction,
  type WishlistState,
} from './wishlist-store';

const run = (...actions: WishlistAction[]): WishlistState => actions.reduce(wishlistReducer, INITIAL_WISHLIST_STATE);
const lists = [
  { name: 'Wishlist', itemsCount: 2, isDefault: true },
  { name: 'Workshop', itemsCount: 3 },
  { name: 'Van', itemsCount: 1 },
];

describe('wishlist store actions (spec shop §4)', () => {
  it('adds a list by name (no items, the total unchanged)', () => {
    const state = run({ type: 'set-lists', lists }, { type: 'add-list', name: 'Garage' });
    expect(state.wishLists.map((list) => list.name)).toEqual(['Wishlist', 'Workshop', 'Van', 'Garage']);
    expect(state.amountOfAllWishlistItems).toBe(6);
  });

  it('removes a list and recomputes the total from the lists’ itemsCount; the current index stays in range', () => {
    const state = run({ type: 'set-lists', lists }, { type: 'select', index: 2 }, { type: 'remove-list', name: 'Workshop' });
    expect(state.amountOfAllWishlistItems).toBe(3);
    expect(state.currentWishListIndex).toBe(1);
    expect(state.currentWishListName).toBe('Van');
    const last = run({ type: 'set-lists', lists }, { type: 'select', index: 2 }, { type: 'remove-list', name: 'Van' });
    expect(last).toMatchObject({ currentWishListIndex: 1, currentWishListName: 'Workshop', amountOfAllWishlistItems: 5 });
    expect(run({ type: 'set-lists', lists: [lists[0]!] }, { type: 'remove-list', name: 'Wishlist' })).toMatchObject({
      wishLists: [],
      amountOfAllWishlistItems: 0,
      currentWishListName: null,
    });
  });

  it('removes a product from its list (count and total down, never below 0)', () => {
    const state = run(
      { type: 'set-lists', lists },
      { type: 'remove-product', listName: 'Van' },
      { type: 'remove-product', listName: 'Van' },
    );
    expect(state.wishLists[2]!.itemsCount).toBe(0);
    expect(state.amountOfAllWishlistItems).toBe(5);
  });

  it('starts a change from the lists the API answered, on the current list', () => {
    expect(storeOf(lists, 1)).toMatchObject({ amountOfAllWishlistItems: 6, currentWishListIndex: 1, currentWishListName: 'Workshop' });
    expect(wishlistReducer(storeOf(lists), { type: 'remove-product', listName: 'Workshop' }).amountOfAllWishlistItems).toBe(5);
  });

  it('emptying sets the count to 0', () => {
    expect(run({ type: 'set-lists', lists }, { type: 'empty' }).amountOfAllWishlistItems).toBe(0);
  });

  it('keeps a 409 in errorCode until the overlay closes (spec shop §4, §8)', () => {
    const state = run({ type: 'open' }, { type: 'error', code: 409 });
    expect(state).toMatchObject({ isWishlistOpen: true, errorCode: 409 });
    expect(createErrorKind(state.errorCode)).toBe('duplicate');
    expect(createErrorKind(500)).toBe('general');
    expect(wishlistReducer(state, { type: 'close' })).toMatchObject({ isWishlistOpen: false, errorCode: null });
  });

  it('hides the default list while empty and offers create-new only signed in below 9 lists (spec shop §2)', () => {
    expect(
      visibleLists([
        { name: 'Wishlist', itemsCount: 0, isDefault: true },
        { name: 'A', itemsCount: 0 },
      ]).map((l) => l.name),
    ).toEqual(['A']);
    expect(visibleLists(lists)).toHaveLength(3);
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `L${i}`, itemsCount: 0 }));
    expect(canCreateList(true, eight)).toBe(true);
    expect(canCreateList(true, [...eight, { name: 'L9', itemsCount: 0 }])).toBe(false);
    expect(canCreateList(false, [])).toBe(false);
  });
});

describe('list names and dates (spec shop §2, §9)', () => {
  it('cuts a name to 24 characters', () => {
    expect(shortListName('Workshop')).toBe('Workshop');
    expect(shortListName('x'.repeat(24))).toBe('x'.repeat(24));
    expect(shortListName('Tools for the big roof job in Zürich')).toBe('Tools for the big roof …');
    expect(Array.from(shortListName('🔧'.repeat(30)))).toHaveLength(24);
  });

  it('shows dates as day.month.year', () => {
    expect(formatWishlistDate('2026-11-27T23:30:00.000Z')).toBe('27.11.2026');
    expect(formatWishlistDate('2026-01-05')).toBe('05.01.2026');
    expect(formatWishlistDate('2026-02-30')).toBe('');
    expect(formatWishlistDate('yesterday')).toBe('');
    expect(formatWishlistDate(null)).toBe('');
  });
});
