import { describe, expect, it } from 'vitest';
import { SEARCH_TABS } from '@mbw/brand';
import { isArticleNumberQuery } from './article-number';
import { handOverQuery, SEARCH_HAND_OVER_KEY, takeHandedOverQuery } from './hand-over';
import { resultUrl } from './result-url';
import { initialTab, orderTabs, settleTab, tabCounts, tabExpression } from './tabs';

describe('article-number queries', () => {
  it.each([
    ['123.456', true],
    [' 123.456 ', true],
    ['123-456', false],
    ['1234.456', false],
    ['123.45', false],
    ['abc.def', false],
    ['123.456 heat gun', false],
  ])('%j → %s', (query, expected) => {
    expect(isArticleNumberQuery(query)).toBe(expected);
  });
});

describe('tabs', () => {
  const tabs = [...SEARCH_TABS];

  it('moves the variant tab to the front for an article number, and keeps the order otherwise', () => {
    expect(orderTabs(tabs, '123.456')).toEqual(['variants', 'products', 'accessories', 'contents', 'stories', 'careers']);
    expect(orderTabs(tabs, 'heat gun')).toEqual(tabs);
    expect(orderTabs(['products', 'contents'], '123.456')).toEqual(['products', 'contents']);
  });

  it('starts on the variant tab for an article number, else the URL tab, else the brand default', () => {
    expect(initialTab({ tabs, query: '123.456', requested: 'stories', defaultTab: 'products' })).toBe('variants');
    expect(initialTab({ tabs, query: 'gun', requested: 'stories', defaultTab: 'products' })).toBe('stories');
    expect(initialTab({ tabs, query: 'gun', requested: 'bogus', defaultTab: 'contents' })).toBe('contents');
    expect(initialTab({ tabs, query: 'gun', requested: null, defaultTab: 'products' })).toBe('products');
  });

  it('gives an empty active tab up for the first tab with results, in the order shown', () => {
    expect(settleTab('products', tabs, { products: 0, accessories: 0, contents: 4, stories: 2 })).toBe('contents');
    expect(settleTab('products', tabs, { products: 3, contents: 4 })).toBe('products');
    expect(settleTab('stories', tabs, {})).toBe('stories');
  });

  it('adds the group-by counts of each tab’s templates up, case-insensitively', () => {
    const counts = tabCounts(tabs, [
      { value: 'Product', numberOfResults: 7 },
      { value: 'expertise', numberOfResults: 2 },
      { value: 'Universal', numberOfResults: 3 },
      { value: 'Download', numberOfResults: 9 },
    ]);
    expect(counts).toEqual({ products: 7, accessories: 0, contents: 5, stories: 0, careers: 0, variants: 0 });
  });

  it('restricts a tab to its templates', () => {
    expect(tabExpression('contents')).toBe('@herotemplatename==("Expertise","Solution","Universal")');
  });
});

describe('result links', () => {
  const master = '/en/product/Hot-Jet-S';

  it('adds the variant article number with a dash', () => {
    expect(resultUrl({ masterproductrelativeurl: master, variantarticlenumber: '123.456' }, '/x')).toBe('/en/product/Hot-Jet-S/123-456');
  });

  it('uses the target article number when the result has no variant article number', () => {
    expect(resultUrl({ masterproductrelativeurl: master, target_article_number: '100.200' }, '/x')).toBe('/en/product/Hot-Jet-S/100-200');
    expect(resultUrl({ masterproductrelativeurl: `${master}/` }, '/x')).toBe('/en/product/Hot-Jet-S');
  });

  it('sends phased-out and pre-launch items to the downloads path', () => {
    expect(resultUrl({ masterproductrelativeurl: master, variantarticlenumber: '123.456', isphasedout: 'true' }, '/x')).toBe(
      '/en/downloadsPage/Hot-Jet-S/123-456',
    );
    expect(resultUrl({ masterproductrelativeurl: master, isprelaunch: 'True' }, '/x')).toBe('/en/downloadsPage/Hot-Jet-S');
    expect(resultUrl({ masterproductrelativeurl: master, isphasedout: 'false' }, '/x')).toBe(master);
  });

  it('keeps the index link of other results, only as a path of this site', () => {
    expect(resultUrl({}, 'https://www.example.com/en/stories/a?x=1#y')).toBe('/en/stories/a');
    expect(resultUrl({}, '/en/careers/job-1')).toBe('/en/careers/job-1');
    expect(resultUrl({}, 'javascript:alert(1)')).toBe('/');
    expect(resultUrl({ masterproductrelativeurl: '//evil.example/x' }, '/en/a')).toBe('/en/a');
  });
});

describe('the standalone box’s hand-over', () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
      items,
    };
  }

  it('is read once and removed', () => {
    const storage = memoryStorage();
    handOverQuery(storage, 'heat gun');
    expect(storage.items.get(SEARCH_HAND_OVER_KEY)).toBe('heat gun');
    expect(takeHandedOverQuery(storage)).toBe('heat gun');
    expect(takeHandedOverQuery(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('survives blocked storage and caps the length', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(() => handOverQuery(blocked, 'x')).not.toThrow();
    expect(takeHandedOverQuery(blocked)).toBeNull();
    const storage = memoryStorage();
    handOverQuery(storage, 'a'.repeat(5000));
    expect(takeHandedOverQuery(storage)).toHaveLength(500);
  });
});
