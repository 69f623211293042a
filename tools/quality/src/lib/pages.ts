import { BRAND_IDS, SAMPLE_PRODUCTS, type BrandId } from '@mbw/testing';
import { ACCOUNT_PAGE_JS_BUDGET_BYTES, CATALOG_PAGE_JS_BUDGET_BYTES, WISHLIST_PAGE_JS_BUDGET_BYTES } from './budgets.ts';

/** A product each brand sells in local-services' generated catalog (`@mbw/testing`'s SAMPLE_PRODUCTS, as in e2e). */
export const PRODUCT_BY_BRAND = Object.fromEntries(BRAND_IDS.map((id) => [id, SAMPLE_PRODUCTS[id].slug])) as Record<BrandId, string>;

export type PageType =
  | 'home'
  | 'content page'
  | 'not-found page'
  | 'product page'
  | 'downloads page'
  | 'search page'
  | 'lister page'
  | 'compare page'
  | 'map page'
  | 'contact page'
  | 'account page (anonymous)'
  | 'wishlist page (anonymous)';

/** The compare page (issue 27): the visitor's compare cookie's products side by side (empty without it). */
export const COMPARE_PAGE_PATH = '/en/Comparison';

/** A product-family lister each brand has (local-services seeds one on the family pages of the families a site sells). */
export const LISTER_BY_BRAND: Record<BrandId, string> = {
  group: '/en/Heat-guns',
  technologies: '/en/Heat-guns',
  sensor: '/en/Laser-gas-detection',
  'welding-tools': '/en/Heat-guns',
};

export interface MeasuredPage {
  name: PageType;
  path: (brand: BrandId) => string;
  /**
   * Where the first-load JS is read: the scripts the HTML names (default), or every script the
   * browser loads until the network is quiet, for a page whose screens are lazy chunks that
   * hydration fetches (the My Account renderings: their code is not named in the HTML).
   */
  firstLoad?: 'html' | 'browser';
  /** HEAVY_PACKAGES the page itself uses, so may load (a page type whose first view needs one: none today). */
  uses?: readonly string[];
  /** The page's own first-load budget in bytes (CONTENT_PAGE_JS_BUDGET_BYTES when unset). */
  jsBudgetBytes?: number;
}

/**
 * Every page type the site renders, one URL each. The product URL has no article number: the
 * server redirects to the default variant (fetch and Lighthouse follow it).
 */
export const PAGE_TYPES: readonly MeasuredPage[] = [
  { name: 'home', path: () => '/en/' },
  { name: 'content page', path: () => '/de/company/history' },
  { name: 'not-found page', path: () => '/fr/nope' },
  { name: 'product page', path: (brand) => `/en/product/${PRODUCT_BY_BRAND[brand]}`, jsBudgetBytes: CATALOG_PAGE_JS_BUDGET_BYTES },
  { name: 'downloads page', path: (brand) => `/en/downloadsPage/${PRODUCT_BY_BRAND[brand]}`, jsBudgetBytes: CATALOG_PAGE_JS_BUDGET_BYTES },
  // The global search (issue 25): server-rendered results; the engine loads after them (not in the first load).
  { name: 'search page', path: () => '/en/Search?q=kestrel' },
  // A product-family lister (issue 26): a content page whose block renders the first 30 results
  // and the facets on the server; the engine loads after them (load more), not in the first load.
  { name: 'lister page', path: (brand) => LISTER_BY_BRAND[brand] },
  // The compare page (issue 27): server-rendered from the compare cookie; without one, its empty state.
  { name: 'compare page', path: () => COMPARE_PAGE_PATH },
  // The sales and service points (issue 28): the list and filters server-rendered; the map (MapLibre)
  // is a client-only chunk the page loads after hydration, never named in the HTML.
  { name: 'map page', path: () => '/en/sales-and-service-points' },
  // A contact form page (issue 28): the form server-rendered; its code (react-hook-form) a lazy chunk.
  { name: 'contact page', path: () => '/en/contact/product-support' },
  // My Account (issue 14), as a visitor who is not signed in lands on it: the tabs and the devices
  // screen's signed-out view load (its screen, react-aria and TanStack Query only when signed in),
  // the account API is not asked. Read in a browser: the renderings are lazy chunks.
  {
    name: 'account page (anonymous)',
    path: () => '/en/my-account/devices',
    firstLoad: 'browser',
    jsBudgetBytes: ACCOUNT_PAGE_JS_BUDGET_BYTES,
  },
  // The wishlist overview (issue 27) as a visitor without an account has it: the cookie list's
  // screen (its own chunk, without TanStack Query or the account calls). Read in a browser.
  {
    name: 'wishlist page (anonymous)',
    path: () => '/en/my-account/wishlist',
    firstLoad: 'browser',
    jsBudgetBytes: WISHLIST_PAGE_JS_BUDGET_BYTES,
  },
];

/** What `bench:ssr` loads: every server-rendered page type a visitor lands on (not the 404, not the account and compare pages, which are not cached and not the high-traffic ones). */
export const BENCH_PAGES: readonly MeasuredPage[] = PAGE_TYPES.filter(
  (page) =>
    page.name !== 'not-found page' &&
    page.name !== 'account page (anonymous)' &&
    page.name !== 'wishlist page (anonymous)' &&
    page.name !== 'compare page' &&
    page.name !== 'contact page',
);

/** The page types Lighthouse measures on every brand in the standalone run. */
const LIGHTHOUSE_PAGE_TYPES: readonly PageType[] = [
  'home',
  'product page',
  'lister page',
  'content page',
  'account page (anonymous)',
  'map page',
  'contact page',
];

/**
 * The brand × page pairs Lighthouse measures. The standalone run: every page type of
 * LIGHTHOUSE_PAGE_TYPES on every brand. The CI subset (its time is tight): the pages with the most
 * to hydrate (home, product, lister) on technologies. Issue 30 asks CI for every brand's product
 * page; the three more pages cost CI about two minutes it does not have (a cold run is at 19.4–20.3
 * of its 20, docs/quality.md). `onlyPage`: that page type only (a developer's quick look), on every brand or with
 * `quick` on technologies.
 */
export function lighthouseTargets(options: { quick: boolean; onlyPage?: string | undefined }): Array<{ brand: BrandId; page: PageType }> {
  const brands: readonly BrandId[] = options.quick ? ['technologies'] : BRAND_IDS;
  const pages: readonly PageType[] = options.onlyPage
    ? [options.onlyPage as PageType]
    : options.quick
      ? ['home', 'product page', 'lister page']
      : LIGHTHOUSE_PAGE_TYPES;
  return brands.flatMap((brand) => pages.map((page) => ({ brand, page })));
}
