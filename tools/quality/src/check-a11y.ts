/**
 * `npm run check:a11y`: axe-core (WCAG 2.2 A/AA rules) on every page type of every brand, at
 * 1440 and 375 px, in Debian's Chromium against the production builds. Prints a table; exits 1
 * on any violation. Page types grow with the site (product, lister, search, account…).
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { clearFaults, setFault, startStack } from './lib/stack.ts';
import { printReport, type Row } from './lib/table.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
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

const stack = await startStack({ env: { LAYOUT_CACHE_TTL_MS: '0', DICTIONARY_CACHE_TTL_MS: '0' } });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const rows: Row[] = [];
  for (const pageType of PAGE_TYPES) {
    if (pageType.fault) await setFault(pageType.fault, 'error');
    try {
      for (const brand of stack.brands) {
        for (const viewport of VIEWPORTS) {
          // AxeBuilder needs a page of an explicit context.
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await page.goto(`${brand.url}${pageType.path}`, { waitUntil: 'load' });
          const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          const violations = results.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
          rows.push({
            brand: brand.id,
            page: pageType.name,
            width: viewport.name,
            'rules passed': results.passes.length,
            violations: violations.length === 0 ? 0 : violations.join(', '),
          });
          await context.close();
        }
      }
    } finally {
      if (pageType.fault) await clearFaults();
    }
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
