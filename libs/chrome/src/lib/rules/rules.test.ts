import { describe, expect, it } from 'vitest';
import { collapseBreadcrumbs, mobileBreadcrumb, visibleBreadcrumbs, type BreadcrumbItem } from './breadcrumb';
import { badgeText, isContactLink, nextHeaderVisible, productMenuPath } from './header-rules';
import { canApply, currentSelection, selectCountry, selectLanguage, selectRegion, type Region } from './language-selection';
import { flyoutColumns } from './menu-layout';
import { initialMobileMenu, mobileMenuReducer } from './mobile-menu';

const crumb = (n: number, path = `/p${n}`): BreadcrumbItem => ({ id: `id${n}`, name: `Level ${n}`, path });

describe('breadcrumb (spec discovery §2)', () => {
  it('leaves out the 404 path', () => {
    expect(visibleBreadcrumbs([crumb(1, '/'), crumb(2, '/404'), crumb(3, '/404/')]).map((c) => c.path)).toEqual(['/']);
  });

  it('shows up to 5 entries as they are, more as first 3, ellipsis, last 2', () => {
    const five = [1, 2, 3, 4, 5].map((n) => crumb(n));
    expect(collapseBreadcrumbs(five)).toEqual(five);
    const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => crumb(n));
    expect(collapseBreadcrumbs(seven)).toEqual([crumb(1), crumb(2), crumb(3), { ellipsis: true }, crumb(6), crumb(7)]);
  });

  it('on mobile shows only the previous level as the way back; on a product page the product too, as the current page', () => {
    const trail = [1, 2, 3].map((n) => crumb(n));
    expect(mobileBreadcrumb(trail)).toEqual({ back: crumb(2), current: null });
    // The back link never leads to the page the visitor is on (the product is the last entry).
    expect(mobileBreadcrumb(trail, { isProductPage: true })).toEqual({ back: crumb(2), current: crumb(3) });
    expect(mobileBreadcrumb([crumb(1)])).toBeNull();
    expect(mobileBreadcrumb([crumb(1)], { isProductPage: true })).toBeNull();
  });
});

describe('header rules', () => {
  it('badge: nothing for 0, the count up to 9, then 9+', () => {
    expect([0, undefined, null, -1, 1, 9, 10, 250].map(badgeText)).toEqual(['', '', '', '', '1', '9', '9+', '9+']);
  });

  it('contact links are those whose address contains "contact"', () => {
    expect(isContactLink('/en/contact')).toBe(true);
    expect(isContactLink('/en/Contact-us?topic=quote')).toBe(true);
    expect(isContactLink('/en/company')).toBe(false);
  });

  it('product links are the language and the English name with hyphens', () => {
    expect(productMenuPath('de-CH', 'Hot-air tools')).toBe('/de-CH/Hot-air-tools');
    expect(productMenuPath('fr', ' Industrial  hot-air devices ')).toBe('/fr/Industrial-hot-air-devices');
    expect(productMenuPath('en', 'Micro-optics & more')).toBe('/en/Micro-optics-%26-more');
  });

  it('the sticky header hides scrolling down past 50 px and returns on scroll up, not while searching', () => {
    const at = (previousY: number, currentY: number, searchOpen = false, visible = true) =>
      nextHeaderVisible({ previousY, currentY, searchOpen, visible });
    expect(at(0, 40)).toBe(true);
    expect(at(40, 60)).toBe(false);
    expect(at(300, 280, false, false)).toBe(true);
    expect(at(300, 400, true)).toBe(true);
    expect(at(300, 300, false, false)).toBe(false);
    expect(at(300, 20, false, false)).toBe(true);
  });
});

describe('flyout columns (spec discovery §2)', () => {
  const items = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ Name: `${prefix}${i + 1}`, LinkedItem: { url: `/${prefix}${i + 1}` } }));

  it('OneSection: up to 12 items as 3 columns of 4, without titles', () => {
    const columns = flyoutColumns({
      Name: 'Company',
      FlyoutDesignType: 'OneSection',
      Level3Items: [{ Name: 'All', Level3Items: items('a', 14) }],
    });
    expect(columns.map((column) => [column.title, column.links.map((link) => link.name)])).toEqual([
      [null, ['a1', 'a2', 'a3', 'a4']],
      [null, ['a5', 'a6', 'a7', 'a8']],
      [null, ['a9', 'a10', 'a11', 'a12']],
    ]);
  });

  it('TwoSections: a titled section of 8 in two columns and one of 4', () => {
    const columns = flyoutColumns({
      Name: 'Solutions',
      FlyoutDesignType: 'TwoSections',
      Level3Items: [
        { Name: 'Industries', Level3Items: items('i', 9) },
        { Name: 'Services', Level3Items: items('s', 5) },
      ],
    });
    expect(columns.map((column) => [column.title, column.links.length])).toEqual([
      ['Industries', 4],
      [null, 4],
      ['Services', 4],
    ]);
  });

  it('ThreeSections: three titled sections of 4; broken links are skipped', () => {
    const columns = flyoutColumns({
      Name: 'Service',
      FlyoutDesignType: 'ThreeSections',
      Level3Items: [
        { Name: 'A', Level3Items: [...items('a', 5), { Name: 'no link' }] },
        { Name: 'B', Level3Items: items('b', 2) },
        { Name: 'C', Level3Items: [] },
        { Name: 'D', Level3Items: items('d', 1) },
      ],
    });
    expect(columns.map((column) => [column.title, column.links.length])).toEqual([
      ['A', 4],
      ['B', 2],
    ]);
  });
});

const regions: Region[] = [
  {
    id: 'r-eu',
    regionName: 'Europe',
    regionCode: 'EU',
    countries: [
      {
        id: 'ch',
        regionName: 'Switzerland',
        iso: 'CH',
        languages: [
          { iso: 'de-CH', languageName: 'Deutsch' },
          { iso: 'fr-CH', languageName: 'Français' },
          { iso: 'en', languageName: 'English' },
        ],
      },
      {
        id: 'de',
        regionName: 'Germany',
        iso: 'DE',
        languages: [
          { iso: 'de-DE', languageName: 'Deutsch' },
          { iso: 'en', languageName: 'English' },
        ],
      },
    ],
  },
  {
    id: 'r-am',
    regionName: 'Americas',
    regionCode: 'AM',
    countries: [{ id: 'us', regionName: 'United States', iso: 'US', languages: [{ iso: 'en', languageName: 'English' }] }],
  },
];

describe('language flyout selection (spec discovery §2, §5)', () => {
  const current = currentSelection(regions, { countryIso: 'DE', language: 'de-DE' });

  it('starts from the cookies: the region that holds the country', () => {
    expect(current).toEqual({ regionCode: 'EU', countryIso: 'DE', language: 'de-DE' });
    expect(currentSelection(regions, { language: 'en' })).toEqual({ regionCode: 'EU', countryIso: 'CH', language: 'en' });
    expect(currentSelection(regions, { countryIso: 'CH', language: 'fr' })).toEqual({
      regionCode: 'EU',
      countryIso: 'CH',
      language: 'fr-CH',
    });
  });

  it('a region resets the country to its first and keeps the current language when offered', () => {
    expect(selectRegion(regions, current, 'AM', 'de-DE')).toEqual({ regionCode: 'AM', countryIso: 'US', language: 'en' });
    expect(selectRegion(regions, current, 'EU', 'de-DE')).toEqual({ regionCode: 'EU', countryIso: 'CH', language: 'de-CH' });
    expect(selectRegion(regions, current, 'EU', 'en')).toEqual({ regionCode: 'EU', countryIso: 'CH', language: 'en' });
  });

  it('a country keeps the language it offers, else takes its default', () => {
    const inEurope = { regionCode: 'EU', countryIso: 'DE', language: 'fr-CH' };
    expect(selectCountry(regions, inEurope, 'CH', 'fr-CH')).toEqual({ regionCode: 'EU', countryIso: 'CH', language: 'fr-CH' });
    expect(selectCountry(regions, inEurope, 'DE', 'fr-CH')).toEqual({ regionCode: 'EU', countryIso: 'DE', language: 'de-DE' });
  });

  it('Apply is enabled only for a different selection', () => {
    expect(canApply(current, current)).toBe(false);
    expect(canApply(selectLanguage(current, 'en'), current)).toBe(true);
    expect(canApply({ ...current, language: 'DE-de' }, current)).toBe(false);
  });
});

describe('mobile menu (spec discovery §4)', () => {
  it('opening remembers the URL and resets the accordions', () => {
    let state = mobileMenuReducer(initialMobileMenu, { type: 'toggle-menu', url: '/en/company' });
    state = mobileMenuReducer(state, { type: 'toggle-accordion', id: 'company' });
    state = mobileMenuReducer(state, { type: 'toggle-menu', url: '/en/company' });
    state = mobileMenuReducer(state, { type: 'toggle-menu', url: '/en/news' });
    expect(state).toEqual({ ...initialMobileMenu, isMobileMenuOpen: true, urlOnOpenMenu: '/en/news' });
  });

  it('the same accordion twice closes it, and a second level closes with its first', () => {
    let state = mobileMenuReducer(initialMobileMenu, { type: 'toggle-accordion', id: 'products' });
    state = mobileMenuReducer(state, { type: 'toggle-second-level', id: 'hot-air' });
    expect([state.openAccordion, state.openAccordionSecondLevel]).toEqual(['products', 'hot-air']);
    state = mobileMenuReducer(state, { type: 'toggle-accordion', id: 'products' });
    expect([state.openAccordion, state.openAccordionSecondLevel]).toEqual([null, null]);
  });

  it('opening the my-account panel closes the menu, and the menu closes the panel', () => {
    let state = mobileMenuReducer(initialMobileMenu, { type: 'toggle-menu', url: '/' });
    state = mobileMenuReducer(state, { type: 'toggle-account-panel', url: '/' });
    expect([state.isMobileMenuOpen, state.isAccountPanelOpen]).toEqual([false, true]);
    state = mobileMenuReducer(state, { type: 'toggle-menu', url: '/' });
    expect([state.isMobileMenuOpen, state.isAccountPanelOpen]).toEqual([true, false]);
  });

  it('a page change closes a panel opened on another URL, and only then', () => {
    const open = mobileMenuReducer(initialMobileMenu, { type: 'toggle-menu', url: '/en/company' });
    expect(mobileMenuReducer(open, { type: 'navigated', url: '/en/company' })).toBe(open);
    expect(mobileMenuReducer(open, { type: 'navigated', url: '/en/news' }).isMobileMenuOpen).toBe(false);
    const account = mobileMenuReducer(initialMobileMenu, { type: 'toggle-account-panel', url: '/en/' });
    expect(mobileMenuReducer(account, { type: 'navigated', url: '/en/news' }).isAccountPanelOpen).toBe(false);
    expect(mobileMenuReducer(initialMobileMenu, { type: 'navigated', url: '/en/news' })).toBe(initialMobileMenu);
  });
});
