import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, E2E_PORTS, serverCommand, stackServers } from '@mbw/testing';
import { BRANDS, E2E_PORT_OFFSET, E2E_UPSTREAM_TIMEOUT_MS, type E2eBrand } from './support/brands';
import { TAG_MANAGER_BRAND_ENV } from './support/tag-manager';

/**
 * Every brand's production build against tools/local-services, in Debian's Chromium
 * (Playwright cannot download browsers here). Run: `npx nx e2e e2e` (builds first).
 * Projects: one per brand. Smoke runs on all four; flows (tagged @flow) on technologies (shop)
 * and sensor (no shop), shop flows (@shop) on the two shop brands; fault tests (@faults) flip local-services' global fault switches, so they
 * run last, alone, after every other project has finished.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '..');
const reuse = !process.env['CI'];
const CATALOGUE_PORT = 6106 + E2E_PORT_OFFSET;
/** tests/catalogue/ only: matched against absolute paths, so a bare /catalogue\// would also take
 * every test of a checkout that sits in a folder named like "wt-catalogue/". */
const CATALOGUE_TESTS = /[\\/]tests[\\/]catalogue[\\/]/;
/** local-services and every brand's production server on the suite's ports (`@mbw/testing`, as the gates start them). */
const servers = stackServers(E2E_PORTS, {
  env: {
    UPSTREAM_TIMEOUT_MS: String(E2E_UPSTREAM_TIMEOUT_MS),
    // Every request reaches local-services, so fault switches act at once (the cache is unit-tested).
    LAYOUT_CACHE_TTL_MS: '0',
    DICTIONARY_CACHE_TTL_MS: '0',
    PRODUCT_CACHE_TTL_MS: '0',
    // The suite signs in many times from 127.0.0.1 within a minute; the limit itself is unit-tested and in check:robustness.
    SIGN_IN_RATE_LIMIT: '1000',
  },
  // A tag manager container on technologies only (the stand-in; tests/analytics).
  brandEnv: TAG_MANAGER_BRAND_ENV,
});

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(workspaceRoot, 'tmp/e2e/test-results'),
  fullyParallel: true,
  workers: 2,
  // CI records no trace while tests pass: recording one for every test cost a quarter of the
  // suite's time on two cores (header and profile specs: 43 s with, 30–36 s without). A failing
  // test runs once more, with its trace. More than two tests that pass only on that retry fail
  // the run (support/flaky-budget-reporter.ts says why not Playwright's failOnFlakyTests).
  retries: process.env['CI'] ? 1 : 0,
  forbidOnly: !!process.env['CI'],
  timeout: 30_000,
  // CI runs the suite beside lint, type checks and unit tests on two cores, on hosts whose page
  // start-up can be several times slower than a laptop's (tools/quality budgets.ts): an assertion
  // that waits on a page's own scripts or a proxied call gets 10 s there. It only waits longer for
  // what never comes; a passing check returns as soon as it holds.
  expect: { timeout: process.env['CI'] ? 10_000 : 5_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(workspaceRoot, 'tmp/e2e/report') }],
    ['./support/flaky-budget-reporter.ts'],
  ],
  use: {
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  webServer: [
    {
      // The built design-system catalogue (npx nx build catalogue), for tests/catalogue.
      name: 'catalogue',
      command: `node tools/scripts/serve-static.mjs tmp/catalogue ${CATALOGUE_PORT}`,
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${CATALOGUE_PORT}/index.json`,
      reuseExistingServer: reuse,
      timeout: 30_000,
    },
    ...[servers.localServices, ...servers.brands].map((server) => ({
      name: server.name,
      command: serverCommand(server),
      cwd: workspaceRoot,
      url: server.healthUrl,
      reuseExistingServer: reuse,
      timeout: 30_000,
      env: server.env,
    })),
  ],
  projects: [
    {
      // After the brand projects, beside the fault projects: those run one test at a time, so the
      // catalogue's long axe sweeps take the other worker instead of lengthening the parallel part
      // (about 1.5 min less in CI). Alone: `--project catalogue --no-deps`.
      name: 'catalogue',
      testMatch: CATALOGUE_TESTS,
      use: { baseURL: `http://127.0.0.1:${CATALOGUE_PORT}` },
      dependencies: BRANDS.map((brand) => brand.id),
    },
    ...BRANDS.map((brand) => ({
      name: brand.id,
      metadata: { brand: brand.id },
      use: { baseURL: `http://127.0.0.1:${brand.port}` },
      testIgnore: CATALOGUE_TESTS,
      grepInvert: grepInvertFor(brand, /@faults|@serial/),
    })),
    // Fault projects run one after the other (each waits for the previous one), after all the rest,
    // and one test at a time: the switches are global, so two fault files side by side would
    // clear or trip each other's services. Tests tagged @serial run here too: they change demo
    // customers' data that both flow brands' tests use (an address book restored by one brand's
    // test while the other's edits it), on the one local-services database. The shop brand without
    // the flows (welding-tools) runs only the fault tests also tagged @shop-smoke.
    ...BRANDS.filter((brand) => brand.runsFlows || brand.shop).map((brand, index, faultBrands) => ({
      name: `${brand.id}-faults`,
      metadata: { brand: brand.id },
      use: { baseURL: `http://127.0.0.1:${brand.port}` },
      grep: brand.runsFlows ? /@faults|@serial/ : /^(?=.*@faults)(?=.*@shop-smoke)/,
      ...(brand.shop ? {} : { grepInvert: /@shop/ }),
      testIgnore: CATALOGUE_TESTS,
      fullyParallel: false,
      workers: 1,
      dependencies: index === 0 ? BRANDS.map((other) => other.id) : [`${faultBrands[index - 1]!.id}-faults`],
    })),
  ],
});

/**
 * What a brand's project leaves out: flows (@flow) run only where `runsFlows`; shop flows (@shop)
 * run in full on the shop brand that runs the flows (technologies), and on the other shop brand
 * (welding-tools) those tagged @shop-smoke too: every flow issue 15 names for both shop brands
 * (default variant, shop area, add to cart, three fast clicks, bundle added and a bundle line
 * removed, checkout anonymous and signed in, Storefront faults); the rest (edge cases, the
 * slide-over, keyboard variants) once, on technologies. None on brands without the shop.
 * `always` besides. A test tagged @shop is not also tagged @flow.
 */
function grepInvertFor(brand: E2eBrand, always: RegExp): RegExp {
  const tags = [
    always.source,
    ...(brand.runsFlows ? [] : ['@flow']),
    ...(brand.shop ? (brand.runsFlows ? [] : ['^(?!.*@shop-smoke).*@shop']) : ['@shop']),
  ];
  return new RegExp(tags.join('|'));
}
