import type { Locator, Page } from '@playwright/test';
import { E2E_FAULT_ANSWER_WITHIN_MS } from '../../support/brands';
import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { clearFaults, setFault } from '../../support/local-services';

/**
 * The downloads page (spec product §2, §4, §5, §8): server-rendered list grouped by category,
 * language and category filters, 5 per category then "Show n more", select-all and the bulk
 * download (one file per second, as real browser downloads), restricted files locked behind a
 * "Request access" prompt, click-to-download on mobile, axe. Products of local-services'
 * deterministic catalog with 7 approved operating instructions and restricted files. Visitors are
 * anonymous until the account issue: only the Information Material tab exists, so the tab change
 * (filters reset to All) is covered by the component tests. @flow
 */
const PRODUCTS = {
  technologies: { name: 'INFRALINE QUARTZ', path: '/en/downloadsPage/INFRALINE-QUARTZ' },
  sensor: { name: 'PHOTONIX M', path: '/en/downloadsPage/PHOTONIX-M' },
} as const;

function productFor(brandId: string) {
  const product = PRODUCTS[brandId as keyof typeof PRODUCTS];
  if (!product) throw new Error(`No downloads fixture for brand ${brandId}`);
  return product;
}

const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * Waits until the downloads panel runs: it is in its own chunk and hydrates after the frame, and a
 * box ticked before that is not in its selection. The bulk button counts only what the panel saw,
 * so tick the first box until the button says 1, then untick it.
 */
async function gotoDownloads(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  const first = main.locator('li').getByRole('checkbox').first().locator('xpath=ancestor::label[1]');
  await expect(async () => {
    await first.click();
    await expect(main.getByRole('button', { name: 'Download selected (1)' })).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await first.click();
  await expect(main.getByRole('button', { name: 'Download selected (0)' })).toBeDisabled();
}

function operatingInstructions(page: Page) {
  return page.getByRole('main').locator('ul').first().getByRole('listitem');
}

/** Ticks a react-aria checkbox the way a visitor does: by its label (the input is visually hidden). */
async function tick(checkbox: Locator): Promise<void> {
  await checkbox.locator('xpath=ancestor::label[1]').click();
  await expect(checkbox).toBeChecked();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  // A react-aria select button is named by its value and its label ("All languages Language").
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`${label}$`) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('downloads page @flow', () => {
  test('the server HTML has the product, the first tab and locked restricted files without their URLs', async ({ request, brand }) => {
    const product = productFor(brand.id);
    const response = await request.get(product.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`>${product.name}</h1>`);
    expect(html).toContain('Information Material');
    expect(html).toContain('Request access');
    // Service manuals are always restricted in the catalog: their files must not be linked.
    expect(html).not.toMatch(/\/-\/media\/downloads\/[a-z0-9-]+-service-manuals-/);
    expect(html).toContain('asset=');
  });

  test('an unknown product is the 404 page', async ({ request }) => {
    const response = await request.get('/en/downloadsPage/NO-SUCH-PRODUCT-XYZ');
    expect(response.status()).toBe(404);
  });

  test('5 per category, then "Show 2 more"; the language filter narrows the list and resets paging', async ({ page, brand }) => {
    await gotoDownloads(page, productFor(brand.id).path);
    const rows = operatingInstructions(page);
    await expect(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'Show 2 more: Operating instructions' }).click();
    await expect(rows).toHaveCount(7);
    await expect(page.getByRole('button', { name: /^Show \d more: Operating instructions/ })).toHaveCount(0);
    // Focus moves to the first row that appeared.
    await expect(rows.nth(5).getByRole('checkbox')).toBeFocused();

    await chooseOption(page, 'Language', 'German');
    await expect(page.getByRole('main').getByText('English · PDF', { exact: true })).toHaveCount(0);
    await chooseOption(page, 'Category', 'Operating instructions');
    await expect(operatingInstructions(page)).toHaveCount(1);
    await chooseOption(page, 'Language', 'All languages');
    await expect(operatingInstructions(page)).toHaveCount(5);
  });

  test('select-all selects every result shown; filtering prunes the selection', async ({ page, brand }) => {
    await gotoDownloads(page, productFor(brand.id).path);
    const main = page.getByRole('main');
    const boxes = main.locator('li').getByRole('checkbox');
    const shown = await boxes.count();
    expect(shown).toBeGreaterThan(5);
    await tick(main.getByRole('checkbox', { name: 'Select all' }));
    for (let index = 0; index < shown; index++) await expect(boxes.nth(index)).toBeChecked();
    await expect(main.getByRole('button', { name: `Download selected (${shown})` })).toBeEnabled();

    // One more row appears: select-all is no longer ticked.
    await main.getByRole('button', { name: /^Show \d more: Operating instructions/ }).click();
    await expect(main.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();

    await chooseOption(page, 'Category', 'Operating instructions');
    await expect(main.getByRole('button', { name: 'Download selected (5)' })).toBeVisible();
  });

  test('bulk download saves each selected file, one per second', async ({ page, brand }) => {
    await gotoDownloads(page, productFor(brand.id).path);
    const main = page.getByRole('main');
    const rows = operatingInstructions(page);
    for (let index = 0; index < 3; index++) await tick(rows.nth(index).getByRole('checkbox'));
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    const events = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const names: string[] = [];
          window.addEventListener('mbw:download', (event) => {
            names.push((event as CustomEvent<{ assetName: string }>).detail.assetName);
            if (names.length === 3) resolve(names);
          });
        }),
    );
    await main.getByRole('button', { name: 'Download selected (3)' }).click();
    await expect(main.getByRole('status')).toContainText(/Downloading \d of 3…/);
    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(3);
    await expect(main.getByRole('status')).toHaveText('Downloads finished.');
    expect(await events).toHaveLength(3);
    for (const name of downloads) expect(name).toMatch(/-operating-instructions-[a-z]{2}\.pdf$/);
    // When the page asked for each file (resource timing: the moment of the fetch call, on the
    // page's clock). The pacing is of the starts: when a file lands, or when the network stack got
    // round to the request on a busy machine, depends on more than the page.
    const starts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/-/media/downloads/'))
        .map((entry) => entry.startTime)
        .sort((a, b) => a - b),
    );
    expect(starts).toHaveLength(3);
    for (let index = 1; index < starts.length; index++) {
      // One file per 1000 ms (spec product §9); a little timer slack, never two at once.
      expect(starts[index]! - starts[index - 1]!).toBeGreaterThanOrEqual(950);
    }
  });

  test('a restricted file shows the lock and a request prompt, never the file', async ({ page, brand }) => {
    await gotoDownloads(page, productFor(brand.id).path);
    const row = page.getByRole('main').locator('li').filter({ hasText: 'Service manual' }).first();
    await expect(row.getByRole('link', { name: /^Request access/ })).toHaveAttribute(
      'href',
      /\/en\/contact\?subject=download-access&asset=[a-z0-9-]+-service-manuals-[a-z]{2}/,
    );
    await expect(row.getByRole('link', { name: /^Download/ })).toHaveCount(0);
    await expect(row.getByRole('checkbox')).toHaveCount(0);
  });

  test('axe finds nothing', async ({ page, brand }) => {
    await gotoDownloads(page, productFor(brand.id).path);
    await expectNoAxeViolations(page);
  });
});

test.describe('downloads page on a phone @flow', () => {
  test.use({ userAgent: MOBILE_UA, viewport: { width: 375, height: 812 } });

  test('no checkboxes: each file has its own download link', async ({ page, brand }) => {
    // Plain links: they work before and after hydration alike.
    await page.goto(productFor(brand.id).path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('checkbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Download selected/ })).toHaveCount(0);
    const link = main.getByRole('link', { name: /^Download/ }).first();
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoAxeViolations(page);
  });
});

test.describe('downloads page, gateway failing @faults', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async () => {
    await clearFaults();
  });

  test('error: "Something went wrong" in the site frame with 503, then recovers', async ({ page, brand }) => {
    const product = productFor(brand.id);
    await setFault('product-data', 'error');
    const started = Date.now();
    const response = await page.goto(product.path);
    expect(Date.now() - started).toBeLessThan(E2E_FAULT_ANSWER_WITHIN_MS);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(page.locator('header').first()).toBeVisible();
    await expect(page.locator('footer').first()).toBeVisible();

    await clearFaults();
    const recovered = await page.goto(product.path);
    expect(recovered?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(product.name);
  });
});
