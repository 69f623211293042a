/**
 * `npm run check:a11y`: axe-core (WCAG 2.2 A/AA rules) on every page type of every brand, at
 * 1440 and 375 px, in Debian's Chromium against the production builds. Prints a table; exits 1
 * on any violation. Page types grow with the site (product, lister, search, account…).
 * The My Account pages (issue 14) are read anonymous and signed in (through the provider's own
 * sign-in page, as a browser does), once their data has loaded. `--quick` (CI): the account pages
 * on one shop brand and one without a shop; every other page type on every brand.
 */
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { ACCOUNT_CUSTOMER, ORDER_DETAIL, ORDER_LIST_PATH, accountBrands, accountPagesOf, orderDetailPath } from './lib/account-pages.ts';
import { axeScan } from './lib/axe.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { isShopBrand } from './lib/orders.ts';
import { LOCAL_SERVICES_URL, clearFaults, setFault, startStack, type RunningBrand } from './lib/stack.ts';
import { printReport, type Row } from './lib/table.ts';

const quick = process.argv.includes('--quick');

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
];

interface PageType {
  name: string;
  path: string;
  /** A local-services fault needed to reach this page (the fallback not-found page). */
  fault?: string;
}

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/en/' },
  { name: 'content page', path: '/de/company/history' },
  { name: 'content page (fr-CH)', path: '/fr-CH/company' },
  { name: 'not-found (content item)', path: '/it/nope' },
  { name: 'not-found (fallback)', path: '/de-CH/company', fault: 'layout' },
];

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** axe on one page view; the row of the table. */
async function axeRow(browser: Browser, brand: RunningBrand, name: string, path: string, viewport: (typeof VIEWPORTS)[number], storageState?: StorageState): Promise<Row> {
  const context = await browser.newContext({ viewport, storageState });
  const started = Date.now();
  try {
    const page = await context.newPage();
    await page.goto(`${brand.url}${path}`, { waitUntil: 'load' });
    if (storageState) await settled(page);
    const results = await axeScan(page);
    const violations = results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
    return { brand: brand.id, page: name, width: viewport.name, 'rules passed': results.passes.length, violations: violations.length === 0 ? 0 : violations.join(', ') };
  } finally {
    await context.close();
    if (process.env['QUALITY_VERBOSE']) process.stderr.write(`${brand.id} ${name} ${viewport.name}: ${Date.now() - started} ms\n`);
  }
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
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    const found = orderDetailPath(hrefs);
    if (!found) throw new Error(`no order detail link on ${brand.url}${ORDER_LIST_PATH}`);
    return found;
  } finally {
    await context.close();
  }
}

const stack = await startStack({ env: { LAYOUT_CACHE_TTL_MS: '0', DICTIONARY_CACHE_TTL_MS: '0' } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const rows: Row[] = [];
  // Two page views at a time (the machine's two cores): each is mostly the browser's and the
  // server's work, so the sweep takes about half as long. A fault is global: its page type runs
  // in its own batch, between setting and clearing it.
  for (const pageType of PAGE_TYPES) {
    if (pageType.fault) await setFault(pageType.fault, 'error');
    try {
      rows.push(...(await twoAtATime(stack.brands.flatMap((brand) => VIEWPORTS.map((viewport) => () => axeRow(browser, brand, pageType.name, pageType.path, viewport))))));
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
  const failed = rows.filter((row) => row['violations'] !== 0);
  printReport(
    'Accessibility (axe-core, WCAG 2.2 A/AA)',
    ['brand', 'page', 'width', 'rules passed', 'violations'],
    rows,
    `${rows.length - failed.length}/${rows.length} page views without a violation.`,
  );
  process.exitCode = failed.length > 0 ? 1 : 0;
} finally {
  await browser.close();
  await stack.stop();
}
