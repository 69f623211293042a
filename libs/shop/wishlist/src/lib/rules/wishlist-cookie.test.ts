import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_LIST_NAME,
  MAX_ANONYMOUS_ITEMS,
  addCookieItem,
  readCookieWishlist,
  removeCookieItem,
  serializeCookieWishlist,
} from './wishlist-cookie';

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the wishlist cookie (spec shop §3, §9)', () => {
  it('reads a well-formed list without asking for a rewrite', () => {
    const list = { Wishlist: [{ VariantId: '100001', AddDate: '2026-11-01' }] };
    expect(readCookieWishlist(encoded(list))).toEqual({
      list: { name: 'Wishlist', items: [{ VariantId: '100001', AddDate: '2026-11-01' }] },
      rewrite: false,
    });
    expect(readCookieWishlist(undefined)).toEqual({ list: { name: ANONYMOUS_LIST_NAME, items: [] }, rewrite: false });
  });

  it.each([
    ['bad JSON', encodeURIComponent('{"Wishlist":[')],
    ['a lone %7B', '%7B'],
    ['an undecodable %', '%E0%A4%A'],
    ['5 KB', encoded({ Wishlist: [{ VariantId: '1', pad: 'x'.repeat(5000) }] })],
    ['an array', encoded([1, 2])],
    ['a number', '42'],
  ])('treats %s as empty and asks for a rewrite', (_label, raw) => {
    expect(readCookieWishlist(raw)).toEqual({ list: { name: ANONYMOUS_LIST_NAME, items: [] }, rewrite: true });
  });

  it('keeps the valid part of wrong types: ids as numbers, items without ids, lists that are no arrays, duplicates, other lists merged', () => {
    const raw = encoded({
      Mine: [{ VariantId: 100001, AddDate: '2026-11-01T10:00:00Z' }, { VariantId: 'abc' }, {}, null, 'x', { VariantId: '100001' }],
      Other: [{ VariantId: '100002' }],
      Broken: 'not a list',
    });
    expect(readCookieWishlist(raw)).toEqual({
      list: { name: 'Mine', items: [{ VariantId: '100001', AddDate: '2026-11-01' }, { VariantId: '100002' }] },
      rewrite: true,
    });
  });

  it('adds once, up to the limit, and removes', () => {
    let list = { name: 'Wishlist', items: [] as Array<{ VariantId: string; AddDate?: string }> };
    list = addCookieItem(list, '7', '2026-11-27T12:00:00Z');
    expect(addCookieItem(list, '7', '2026-11-28')).toBe(list);
    expect(list.items).toEqual([{ VariantId: '7', AddDate: '2026-11-27' }]);
    for (let id = 100; list.items.length < MAX_ANONYMOUS_ITEMS; id++) list = addCookieItem(list, String(id), '2026-11-27');
    expect(addCookieItem(list, '99', '2026-11-27')).toBe(list);
    // The full list still fits a cookie.
    expect(encodeURIComponent(serializeCookieWishlist(list)).length).toBeLessThan(4000);
    expect(removeCookieItem(list, '7').items).toHaveLength(MAX_ANONYMOUS_ITEMS - 1);
  });
});
