/**
 * `npm run check:a11y`: axe-core (WCAG 2.2 A/AA rules) on every page type of every brand, at
 * 1440 and 375 px, in Debian's Chromium against the production builds, and html-validate on each
 * page view's server HTML and hydrated DOM (lib/html-validation.ts: the config and why each rule
 * it relaxes is relaxed). Prints a table; exits 1 on any violation or validator error. Page types grow with the site (product, lister, search, account…).
 * The My Account pages (issue 14) are read anonymous and signed in (through the provider's own
 * sign-in page, as a browser does), once their data has loaded. `--quick` (CI): the account pages
 * on one shop brand and one without a shop; every other page type on every brand.
 */
import { CHROMIUM_LAUNCH_OPTIONS, axeScan, isShopBrand, type RunningBrand } from '@mbw/testing';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Response as PageResponse } from '@playwright/test';
import { ACCOUNT_CUSTOMER, ORDER_DETAIL, ORDER_LIST_PATH, accountBrands, accountPagesOf, orderDetailPath } from './lib/account-pages.ts';
import {
  KITCHEN_SINK_RULES,
  MAP_PAGE_RULES,
  problemDetails,
  problemSummary,
  validateHtml,
  type HtmlProblem,
  type HtmlRules,
} from './lib/html-validation.ts';
import { COMPARE_PAGE_PATH, LISTER_BY_BRAND, PRODUCT_BY_BRAND } from './lib/pages.ts';
import { LOCAL_SERVICES_URL, clearFaults, setFault, startStack } from './lib/stack.ts';
import { recordGateFigures, runDate, runLabel } from './lib/docs-figures.ts';
import { printReport, type Row } from './lib/table.ts';

const quick = process.argv.includes('--quick');

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
];

interface PageType {
  name: string;
  path: string | ((brand: RunningBrand['id']) => string);
  /** A local-services fault needed to reach this page (the fallback not-found page). */
  fault?: string;
  /**
   * What a reader would do before the scan (e.g. pause a slideshow, so axe does not measure a
   * cross-fade). One that navigates returns the response of the page it lands on: its HTML is the
   * one validated (the first page's body is gone once the browser has moved on).
   */
  prepare?: (page: Page) => Promise<PageResponse | null | void>;
  /** html-validate rules relaxed on this page only (lib/html-validation.ts says why). */
  htmlRules?: HtmlRules;
  /**
   * Targets whose size and spacing the content decides (WCAG 2.5.8's Essential exception): axe's
   * target-size findings on elements matching this selector are not counted. The map page's pins
   * sit where the places are; the Understanding document names map pins as the example, and each
   * listed pin's info window is also behind its card's "Show on map" button.
   */
  essentialTargets?: string;
}

/** The hero sliders move every 7 s: paused with their own button, as a reader can, the page holds still. */
async function pauseSlideshows(page: Page): Promise<void> {
  for (const pause of await page.getByRole('main').getByRole('button', { name: 'Pause slideshow' }).all()) await pause.click();
}

/** The map page with the map loaded and the first listed point's info window open (the map needs WebGL: without it the list alone is scanned). */
async function openMarkerInfo(page: Page): Promise<void> {
  const show = page.getByRole('main').getByRole('button', { name: /^Show on map/ });
  await show.first().waitFor();
  await page.waitForLoadState('networkidle');
  if ((await page.locator('[data-map-ready]').count()) === 0) return;
  await show.first().click();
  await page.getByRole('dialog', { name: 'Contact details' }).waitFor();
}

/**
 * The compare page with products: two of the lister's cards ticked for compare (their compare box
 * scanned on the way), then the compare page they lead to, its accordions open.
 */
async function compareTwoProducts(page: Page): Promise<PageResponse | null> {
  const boxes = page.getByRole('main').getByRole('checkbox', { name: /^Compare / });
  await boxes.first().waitFor();
  // The checkboxes act once hydrated (a tick before that is the browser's alone).
  await page.waitForLoadState('networkidle');
  for (const index of [0, 1]) await boxes.nth(index).check();
  const compared = await page.goto(new URL(COMPARE_PAGE_PATH, page.url()).toString(), { waitUntil: 'load' });
  await page.getByRole('region', { name: 'Technical specifications' }).waitFor();
  return compared;
}

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/en/' },
  { name: 'content page', path: '/de/company/history' },
  { name: 'content page (fr-CH)', path: '/fr-CH/company' },
  { name: 'not-found (content item)', path: '/it/nope' },
  { name: 'not-found (fallback)', path: '/de-CH/company', fault: 'layout' },
  // Every content block on one page (local-services' seed): the blocks' markup in every theme.
  { name: 'kitchen sink', path: '/en/qa/kitchen-sink', prepare: pauseSlideshows, htmlRules: KITCHEN_SINK_RULES },
  // Redirected to the default variant (the shop's hero area on shop brands).
  { name: 'product page', path: (brand) => `/en/product/${PRODUCT_BY_BRAND[brand]}` },
  { name: 'downloads page', path: (brand) => `/en/downloadsPage/${PRODUCT_BY_BRAND[brand]}` },
  // The global search (issue 25): tabs, a facet, result cards, load more.
  { name: 'search page', path: '/en/Search?q=kestrel' },
  // A product-family lister (issue 26): search box, facets of every kind, result cards, load more.
  { name: 'lister page', path: (brand) => LISTER_BY_BRAND[brand] },
  // The compare page (issue 27): empty, and with two products (ticked on the lister first).
  { name: 'compare page (empty)', path: COMPARE_PAGE_PATH },
  { name: 'compare page', path: (brand) => LISTER_BY_BRAND[brand], prepare: compareTwoProducts },
  // A contact form page (issue 28): the two-step product support form, every kind of input.
  { name: 'contact page', path: '/en/contact/product-support' },
  // The sales and service points map page (issue 28): search box, filters, cards, the map with its markers and an info window.
  {
    name: 'sales and service points',
    path: '/en/sales-and-service-points',
    prepare: openMarkerInfo,
    htmlRules: MAP_PAGE_RULES,
    essentialTargets: '.maplibregl-marker',
  },
];

/** Validator findings of every page view, printed under the table. */
const htmlFindings: Array<{ where: string; problems: HtmlProblem[] }> = [];

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** axe on one page view; the row of the table. */
async function axeRow(
  browser: Browser,
  brand: RunningBrand,
  name: string,
  path: string,
  viewport: (typeof VIEWPORTS)[number],
  storageState?: StorageState,
  pageType?: Pick<PageType, 'prepare' | 'htmlRules' | 'essentialTargets'>,
): Promise<Row> {
  const context = await browser.newContext({ viewport, storageState });
  const started = Date.now();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${brand.url}${path}`, { waitUntil: 'load' });
    if (storageState) await settled(page);
    const landed = (await pageType?.prepare?.(page)) ?? response;
    const results = await axeScan(page);
    const essential = pageType?.essentialTargets;
    const counted = results.violations
      .map((violation) =>
        violation.id === 'target-size' && essential
          ? { ...violation, nodes: violation.nodes.filter((node) => !node.target.some((target) => String(target).includes(essential))) }
          : violation,
      )
      .filter((violation) => violation.nodes.length > 0);
    const violations = counted.map((violation) => `${violation.id} (${violation.nodes.length})`);
    // The HTML as the server sent it (after redirects), and the DOM once hydration and the lazy
    // chunks have run (react-aria drops the ids of absent slots in an effect after hydration).
    const serverHtml = landed ? await landed.text() : '';
    const problems = [
      ...(await validateHtml(serverHtml, 'server', pageType?.htmlRules)),
      ...(await hydratedProblems(page, pageType?.htmlRules)),
    ];
    if (problems.length > 0) htmlFindings.push({ where: `${brand.id} ${path} ${viewport.name}`, problems });
    return {
      brand: brand.id,
      page: name,
      width: viewport.name,
      'rules passed': results.passes.length,
      violations: violations.length === 0 ? 0 : violations.join(', '),
      'html errors': problemSummary(problems),
    };
  } finally {
    await context.close();
    if (process.env['QUALITY_VERBOSE']) process.stderr.write(`${brand.id} ${name} ${viewport.name}: ${Date.now() - started} ms\n`);
  }
}

/**
 * html-validate on the DOM once the page has settled: the network quiet, then read again (up to
 * 3 s, once a second) while it still has errors. On a busy machine a lazy page part can hydrate
 * after the network is quiet, and react-aria drops the names of absent ids only then; an error
 * that stays is reported.
 */
async function hydratedProblems(page: Page, rules: HtmlRules | undefined): Promise<HtmlProblem[]> {
  await page.waitForLoadState('networkidle');
  let problems = await validateHtml(await page.content(), 'hydrated', rules);
  for (let attempt = 0; attempt < 3 && problems.length > 0; attempt += 1) {
    await page.waitForTimeout(1000);
    problems = await validateHtml(await page.content(), 'hydrated', rules);
  }
  return problems;
}

/** The jobs' results in their order, at most two running at once. */
async function twoAtATime<T>(jobs: ReadonlyArray<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

/** A signed-in account page once its data is in: the network quiet and no spinner left in the main content. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('main [role="progressbar"]').first().waitFor({ state: 'detached', timeout: 15_000 });
}

/** Signs the demo customer in at a brand through /login and the provider's page; the browser state it leaves. */
async function signedInState(browser: Browser, brand: RunningBrand): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${brand.url}/login?return_to=${encodeURIComponent('/en/my-account')}`);
    await page.waitForURL((url) => url.href.startsWith(`${LOCAL_SERVICES_URL}/oidc/interaction/`));
    await page.getByLabel('E-mail address').fill(ACCOUNT_CUSTOMER.email);
    await page.getByLabel('Password').fill(ACCOUNT_CUSTOMER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.origin === brand.url && url.pathname === '/en/my-account');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** An order of the customer, from the links of the signed-in order list. */
async function findOrderDetailPath(browser: Browser, brand: RunningBrand, storageState: StorageState): Promise<string> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.goto(`${brand.url}${ORDER_LIST_PATH}`);
    await settled(page);
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const found = orderDetailPath(hrefs);
    if (!found) throw new Error(`no order detail link on ${brand.url}${ORDER_LIST_PATH}`);
    return found;
  } finally {
    await context.close();
  }
}

const stack = await startStack({ env: { LAYOUT_CACHE_TTL_MS: '0', DICTIONARY_CACHE_TTL_MS: '0', PRODUCT_CACHE_TTL_MS: '0' } });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  const rows: Row[] = [];
  // Two page views at a time (the machine's two cores): each is mostly the browser's and the
  // server's work, so the sweep takes about half as long. A fault is global: its page type runs
  // in its own batch, between setting and clearing it.
  for (const pageType of PAGE_TYPES) {
    if (pageType.fault) await setFault(pageType.fault, 'error');
    try {
      const pathOf = (brand: RunningBrand) => (typeof pageType.path === 'string' ? pageType.path : pageType.path(brand.id));
      rows.push(
        ...(await twoAtATime(
          stack.brands.flatMap((brand) =>
            VIEWPORTS.map((viewport) => () => axeRow(browser, brand, pageType.name, pathOf(brand), viewport, undefined, pageType)),
          ),
        )),
      );
    } finally {
      if (pageType.fault) await clearFaults();
    }
  }
  for (const brand of stack.brands.filter((candidate) => accountBrands(quick).includes(candidate.id))) {
    const pages = accountPagesOf(isShopBrand(brand.id), quick);
    let storageState: StorageState | undefined;
    let orderDetail: string | undefined;
    const views: Array<() => Promise<Row>> = [];
    for (const accountPage of pages) {
      const state = accountPage.signedIn ? (storageState ??= await signedInState(browser, brand)) : undefined;
      let path = accountPage.path;
      if (path === ORDER_DETAIL && state) path = orderDetail ??= await findOrderDetailPath(browser, brand, state);
      for (const viewport of VIEWPORTS) views.push(() => axeRow(browser, brand, accountPage.name, path, viewport, state));
    }
    rows.push(...(await twoAtATime(views)));
  }
  const failed = rows.filter((row) => row['violations'] !== 0 || row['html errors'] !== 0);
  printReport(
    'Accessibility (axe-core, WCAG 2.2 A/AA) and valid HTML (html-validate)',
    ['brand', 'page', 'width', 'rules passed', 'violations', 'html errors'],
    rows,
    `${rows.length - failed.length}/${rows.length} page views without a violation or an HTML error.`,
  );
  recordGateFigures([
    {
      gate: 'check:a11y',
      date: runDate(),
      run: runLabel(quick),
      host: '',
      figures: `${rows.length - failed.length}/${rows.length} page views (${stack.brands.length} brands, 1440 and 375 px, account pages on ${accountBrands(quick).length}) without an axe-core WCAG 2.2 A/AA violation or an html-validate error`,
      passed: failed.length === 0,
    },
  ]);
  const details = problemDetails(htmlFindings);
  if (details.length > 0) console.log(`HTML errors (html-validate):\n${details.map((line) => `- ${line}`).join('\n')}\n`);
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await stack.stop();
}
