import { describe, expect, it } from 'vitest';
import { BENCH_PAGES, PAGE_TYPES, lighthouseTargets } from './pages.ts';

describe('measured pages', () => {
  it('bench:ssr loads the home, content, product, downloads, search, lister and map pages (issue 12: the product page had been skipped)', () => {
    expect(BENCH_PAGES.map((page) => page.name)).toEqual([
      'home',
      'content page',
      'product page',
      'downloads page',
      'search page',
      'lister page',
      'map page',
    ]);
    expect(BENCH_PAGES.find((page) => page.name === 'product page')?.path('technologies')).toBe('/en/product/CALORA-S3');
    expect(BENCH_PAGES.find((page) => page.name === 'downloads page')?.path('welding-tools')).toBe('/en/downloadsPage/BLAZE-PLUS');
  });

  it('the gates see every page type', () => {
    expect(PAGE_TYPES.map((page) => page.name)).toEqual([
      'home',
      'content page',
      'not-found page',
      'product page',
      'downloads page',
      'search page',
      'lister page',
      'compare page',
      'map page',
      'contact page',
      'account page (anonymous)',
      'wishlist page (anonymous)',
    ]);
  });

  it('reads the account page’s first load in a browser (its screens are lazy chunks), held to a budget of its own with nothing heavy allowed', () => {
    const account = PAGE_TYPES.find((page) => page.name === 'account page (anonymous)');
    expect(account?.path('sensor')).toBe('/en/my-account/devices');
    expect(account?.firstLoad).toBe('browser');
    expect(PAGE_TYPES.every((page) => page.uses === undefined)).toBe(true);
    // Issue 30: the pages with code of their own besides the frame have budgets of their own; the rest the content pages'.
    expect(PAGE_TYPES.filter((page) => page.jsBudgetBytes !== undefined).map((page) => page.name)).toEqual([
      'product page',
      'downloads page',
      'account page (anonymous)',
      'wishlist page (anonymous)',
    ]);
    const wishlist = PAGE_TYPES.find((page) => page.name === 'wishlist page (anonymous)');
    expect(wishlist?.path('group')).toBe('/en/my-account/wishlist');
    expect(PAGE_TYPES.filter((page) => page !== account && page !== wishlist).every((page) => page.firstLoad === undefined)).toBe(true);
  });
});

describe('lighthouseTargets', () => {
  it('in CI: technologies’ home, product and lister pages', () => {
    expect(lighthouseTargets({ quick: true })).toEqual([
      { brand: 'technologies', page: 'home' },
      { brand: 'technologies', page: 'product page' },
      { brand: 'technologies', page: 'lister page' },
    ]);
  });

  it('standalone: every measured page type on every brand; one page type when asked', () => {
    const all = lighthouseTargets({ quick: false });
    expect(all).toHaveLength(4 * 7);
    expect(all.filter((target) => target.page === 'map page').map((target) => target.brand)).toEqual([
      'group',
      'technologies',
      'sensor',
      'welding-tools',
    ]);
    expect(lighthouseTargets({ quick: true, onlyPage: 'map page' })).toEqual([{ brand: 'technologies', page: 'map page' }]);
    expect(lighthouseTargets({ quick: false, onlyPage: 'home' })).toHaveLength(4);
  });
});
