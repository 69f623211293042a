import type { Locator, Page, Request } from '@playwright/test';
import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/**
 * The downloads listers (spec discovery §2, §4, §6, §9) against local-services' Coveo stand-in:
 * /service/downloads (general: download type and product group facets) and
 * /service/product-downloads (classification and applications). Rows of files, 30 a page, a
 * facet narrows the count, select-all is ticked when every file shown is selected, "Download
 * selected" fetches one file per second; phones get click-to-download instead of checkboxes.
 * Restricted files: excluded from an anonymous visitor's query, locked with a request prompt for a
 * customer without the right (libs/search/feature README). One page load per test (signing in
 * aside). @flow
 */
const DOWNLOADS = '/en/service/downloads';
const PRODUCT_DOWNLOADS = '/en/service/product-downloads';
/** A demo customer without the restricted-download flag (tools/local-services oidc seed). */
const CUSTOMER_WITHOUT_RESTRICTED = 'anna.keller@example.com';

/**
 * local-services builds its search index on the first query (seconds on a busy machine, when the
 * brand's upstream calls time out): ask for the page until it lists files, so no test's own page
 * load is the one that waits.
 */
test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(60_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await expect
    .poll(async () => (await (await request.get(DOWNLOADS)).text()).includes('data-download-row'), { timeout: 50_000, intervals: [1_000] })
    .toBe(true);
  await request.dispose();
});

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

function lister(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'All downloads' });
}

const rowsOf = (section: Locator) => section.locator('[data-download-row]');

/** Ticks a react-aria checkbox the way a visitor does: by its label (the input is visually hidden). */
async function tick(checkbox: Locator, checked = true): Promise<void> {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  if (checked) await expect(checkbox).toBeChecked();
  else await expect(checkbox).not.toBeChecked();
}

/** The total of the count line ("123 results"). */
async function totalOf(section: Locator): Promise<number> {
  const text = (await section.getByRole('status').first().textContent()) ?? '';
  return Number(/^(\d+) results$/.exec(text.trim())?.[1]);
}

test.describe('downloads listers @flow', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('rows of files, select-all, bulk download one file per second, a facet narrows the count', async ({ page, consoleErrors }) => {
    const response = await page.goto(DOWNLOADS);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await waitForHydration(page);
    const section = lister(page);
    const rows = rowsOf(section);
    await expect(rows).toHaveCount(30);
    const total = await totalOf(section);
    expect(total).toBeGreaterThan(30);
    // Anonymous visitors: restricted files are not in the query (spec discovery §6).
    await expect(section.locator('[data-download-row="locked"]')).toHaveCount(0);
    await expect(rows.first().getByRole('link', { name: /^Download ?: / })).toHaveAttribute('href', /^\/-\/media\/downloads\/.+\.\w+$/);

    // Select-all: every file shown; one unticked clears it; load more shows files not selected.
    const all = section.getByRole('checkbox', { name: 'Select all' });
    // The bulk bar comes with hydration (the rows' links work before it).
    await tick(all);
    await expect(section.getByRole('button', { name: 'Download selected (30)' })).toBeEnabled();
    await tick(rows.nth(3).getByRole('checkbox'), false);
    await expect(all).not.toBeChecked();
    await expect(section.getByRole('button', { name: 'Download selected (29)' })).toBeEnabled();
    await tick(rows.nth(3).getByRole('checkbox'));
    await expect(all).toBeChecked();
    await section.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(Math.min(60, total));
    await expect(all).not.toBeChecked();
    await expect(section.getByRole('button', { name: 'Download selected (30)' })).toBeEnabled();
    await tick(all, true);
    await tick(all, false);
    await expect(section.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
    await expectNoAxeViolations(page);

    // Two files, one per second (spec discovery §4, §9), measured on the wire: when each request started.
    await tick(rows.nth(0).getByRole('checkbox'));
    await tick(rows.nth(1).getByRole('checkbox'));
    const fetched: Request[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/-/media/downloads/')) fetched.push(request);
    });
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    await section.getByRole('button', { name: 'Download selected (2)' }).click();
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(2);
    await expect(section.getByRole('status').nth(1)).toHaveText('Downloads finished.');
    expect(fetched).toHaveLength(2);
    const starts = fetched.map((request) => request.timing().startTime).sort((a, b) => a - b);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(900);

    // A download type narrows the count to its own, and the URL keeps it.
    const type = section.getByRole('group', { name: 'Download type' }).getByRole('checkbox').first();
    const typeCount = Number(/\((\d+)\)/.exec((await type.locator('xpath=..').textContent()) ?? '')?.[1]);
    expect(typeCount).toBeLessThan(total);
    await type.check();
    await expect(page).toHaveURL(/[?&]f-type=/);
    await expect(section.getByRole('status').first()).toHaveText(`${typeCount} results`);
    await expect(rows).toHaveCount(Math.min(30, typeCount));
    expect(consoleErrors).toEqual([]);
  });

  test('the product downloads: facets for classification and applications, rows without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await chooseNecessaryCookies(context, baseURL);
    const page = await context.newPage();
    await page.goto(PRODUCT_DOWNLOADS);
    const section = page.getByRole('main').getByRole('region', { name: 'Product downloads' });
    const filters = section.getByRole('group', { name: 'Filters' });
    await expect(filters.getByRole('group')).toHaveText([/^Product group/, /^Applications/]);
    await expect(rowsOf(section)).toHaveCount(30);
    // Without JavaScript: no checkboxes, each row's own link downloads its file.
    await expect(rowsOf(section).getByRole('checkbox')).toHaveCount(0);
    await expect(
      rowsOf(section)
        .first()
        .getByRole('link', { name: /^Download ?: / }),
    ).toHaveAttribute('download', /.+\.\w+$/);
    await context.close();
  });

  test('a customer without the right sees restricted files locked with a request prompt', async ({ page }) => {
    await signIn(page, CUSTOMER_WITHOUT_RESTRICTED, '/en/service/downloads');
    await page.goto(`${DOWNLOADS}?f-type=${encodeURIComponent('Service manual')}`);
    await waitForHydration(page);
    const section = lister(page);
    const locked = section.locator('[data-download-row="locked"]');
    await expect(locked.first()).toBeVisible();
    await expect(locked.first().getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await expect(locked.first().getByRole('link', { name: /^Request access ?: / })).toHaveAttribute(
      'href',
      /^\/en\/contact\?subject=download-access&asset=/,
    );
    // A locked file cannot be ticked for the bulk download.
    await expect(locked.first().getByRole('checkbox')).toHaveCount(0);
  });
});

test.describe('downloads lister on a phone @flow', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('click-to-download instead of checkboxes, and no axe violations', async ({ page }) => {
    await page.goto(DOWNLOADS);
    await waitForHydration(page);
    const section = lister(page);
    await expect(rowsOf(section)).toHaveCount(30);
    await expect(section.getByRole('checkbox', { name: 'Select all' })).toBeHidden();
    await expect(section.getByRole('button', { name: /^Download selected/ })).toBeHidden();
    await expect(rowsOf(section).first().getByRole('checkbox')).toBeHidden();
    const link = rowsOf(section)
      .first()
      .getByRole('link', { name: /^Download ?: / });
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/\.\w+$/);
    await expectNoAxeViolations(page);
  });
});
