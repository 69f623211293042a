import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPARE_LIST,
  MAX_CATEGORIES,
  allIds,
  compareReducer,
  isCategoryFull,
  parseCompareCookie,
  sanitizeCompareList,
  serializeCompareList,
  totalCount,
  type CompareList,
} from './compare-list';

const add = (list: CompareList, category: string, id: number) => compareReducer(list, { type: 'add', category, id });

describe('compareReducer (spec shop §4, §5, §9)', () => {
  it('adds products to their category, in order', () => {
    const list = add(add(EMPTY_COMPARE_LIST, 'Heat guns', 11), 'Heat guns', 12);
    expect(list).toEqual({ 'Heat guns': [11, 12] });
  });

  it('refuses a fifth product of a category (the same list back), but takes another category', () => {
    let list = EMPTY_COMPARE_LIST;
    for (const id of [1, 2, 3, 4]) list = add(list, 'Heat guns', id);
    expect(isCategoryFull(list, 'Heat guns')).toBe(true);
    expect(add(list, 'Heat guns', 5)).toBe(list);
    expect(add(list, 'Nozzles', 5)).toEqual({ 'Heat guns': [1, 2, 3, 4], Nozzles: [5] });
  });

  it('ignores the id 0, negative and fractional ids, and duplicates', () => {
    const list = add(EMPTY_COMPARE_LIST, 'Heat guns', 7);
    expect(add(list, 'Heat guns', 0)).toBe(list);
    expect(add(list, 'Heat guns', -3)).toBe(list);
    expect(add(list, 'Heat guns', 1.5)).toBe(list);
    expect(add(list, 'Heat guns', 7)).toBe(list);
  });

  it('ignores a blank or oversized category', () => {
    expect(add(EMPTY_COMPARE_LIST, '  ', 1)).toBe(EMPTY_COMPARE_LIST);
    expect(add(EMPTY_COMPARE_LIST, 'x'.repeat(81), 1)).toBe(EMPTY_COMPARE_LIST);
    expect(add(EMPTY_COMPARE_LIST, '__proto__', 1)).toBe(EMPTY_COMPARE_LIST);
  });

  it('drops a category when its last product is removed', () => {
    const list = add(add(EMPTY_COMPARE_LIST, 'Heat guns', 1), 'Nozzles', 2);
    expect(compareReducer(list, { type: 'remove', category: 'Nozzles', id: 2 })).toEqual({ 'Heat guns': [1] });
    expect(compareReducer(list, { type: 'remove', category: 'Nozzles', id: 99 })).toBe(list);
  });

  it('toggles, and deletes a whole category', () => {
    let list = compareReducer(EMPTY_COMPARE_LIST, { type: 'toggle', category: 'Heat guns', id: 1 });
    list = add(list, 'Heat guns', 2);
    expect(compareReducer(list, { type: 'toggle', category: 'Heat guns', id: 1 })).toEqual({ 'Heat guns': [2] });
    expect(compareReducer(list, { type: 'deleteCategory', category: 'Heat guns' })).toEqual({});
  });

  it(`holds at most ${MAX_CATEGORIES} categories`, () => {
    let list = EMPTY_COMPARE_LIST;
    for (let index = 0; index < MAX_CATEGORIES + 3; index += 1) list = add(list, `c${index}`, 1);
    expect(Object.keys(list)).toHaveLength(MAX_CATEGORIES);
  });

  it('counts and lists every id once', () => {
    const list = add(add(add(EMPTY_COMPARE_LIST, 'a', 1), 'a', 2), 'b', 1);
    expect(totalCount(list)).toBe(3);
    expect(allIds(list)).toEqual([1, 2]);
  });
});

describe('reading the cookie: malformed values are empty, or keep their usable part', () => {
  it.each([
    ['bad JSON', '{oops'],
    ['a lone brace (%7B decoded)', '{'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['null', 'null'],
    ['ids as strings', JSON.stringify({ a: ['1', '2'] })],
    ['a category that is not a list', JSON.stringify({ a: 1, b: { c: [1] } })],
    ['only id 0', JSON.stringify({ a: [0] })],
  ])('%s → empty', (_label, text) => {
    expect(parseCompareCookie(text)).toEqual({});
  });

  it('keeps the valid part: numbers over 0, once, the first 4', () => {
    const text = JSON.stringify({ 'Heat guns': [0, 3, '4', 3, 5, 6, 7, 8, null], Nozzles: 'x', '': [1] });
    expect(parseCompareCookie(text)).toEqual({ 'Heat guns': [3, 5, 6, 7] });
  });

  it('is not fooled by __proto__ keys', () => {
    const list = parseCompareCookie('{"__proto__":[1],"constructor":[2]}');
    expect(list).toEqual({ constructor: [2] });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('round-trips what it writes', () => {
    const list = sanitizeCompareList({ 'Heat guns': [1, 2], Nozzles: [3] });
    expect(parseCompareCookie(serializeCompareList(list))).toEqual(list);
  });
});
