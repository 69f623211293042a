// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { dispatchCompare, readCompareList, resetCompareStoreForTests } from './compare-store';

const header = (value: string) => `lang=en; compare=${value}`;

describe('readCompareList (a Cookie header)', () => {
  it('reads a well-formed cookie without asking for a rewrite', () => {
    expect(readCompareList(header(encodeURIComponent('{"Heat guns":[1,2]}')))).toEqual({ list: { 'Heat guns': [1, 2] }, rewrite: false });
  });

  it('no cookie: empty, nothing to rewrite', () => {
    expect(readCompareList('lang=en')).toEqual({ list: {}, rewrite: false });
    expect(readCompareList(null)).toEqual({ list: {}, rewrite: false });
  });

  it.each([
    ['bad JSON', '{oops'],
    ['%7B', '%7B'],
    ['undecodable', '%E0%A4%A'],
    ['5 KB', 'a'.repeat(5000)],
    ['wrong types', encodeURIComponent('{"a":"b"}')],
    ['ids as strings', encodeURIComponent('{"a":["1"]}')],
  ])('%s: empty and rewritten', (_label, value) => {
    expect(readCompareList(header(value))).toEqual({ list: {}, rewrite: true });
  });

  it('keeps the valid part and asks for a rewrite', () => {
    expect(readCompareList(header(encodeURIComponent('{"a":[1,"2",0,1,3]}')))).toEqual({ list: { a: [1, 3] }, rewrite: true });
  });
});

describe('the browser store', () => {
  afterEach(() => {
    document.cookie = 'compare=; Max-Age=0; Path=/';
    resetCompareStoreForTests();
  });

  it('rewrites a malformed cookie on first read and writes each change', () => {
    document.cookie = `compare=${encodeURIComponent('{"a":[1,"x"]}')}; Path=/`;
    expect(dispatchCompare({ type: 'add', category: 'a', id: 2 })).toBe(true);
    expect(decodeURIComponent(document.cookie)).toContain('compare={"a":[1,2]}');
    expect(dispatchCompare({ type: 'add', category: 'a', id: 2 })).toBe(false);
  });

  it('clears the cookie when the last product goes', () => {
    dispatchCompare({ type: 'add', category: 'a', id: 1 });
    dispatchCompare({ type: 'remove', category: 'a', id: 1 });
    expect(document.cookie).not.toContain('compare=');
  });
});
