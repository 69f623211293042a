import type { BrandId } from '@mbw/testing';
import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, gotoHydrated, waitForHydration } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/**
 * The sales and service points page (issue 28, @mbw/locator) on a shop and a non-shop brand, one
 * journey: the server's cards (the main contact point first), a place picked in the search box by
 * keyboard, the list following the view, a filter toggled, a marker's info window, axe at 1440 and
 * 375 px. The rules (main contact point, filters, points in view, card fields) are unit tests in
 * libs/locator. @flow
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('search a place, the list follows the view, filter, open a marker, axe at both widths @flow', async ({ page, consoleErrors }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/en/sales-and-service-points');
  await expect(page.getByRole('heading', { level: 1, name: 'Sales and service points' })).toBeVisible();
  const results = page.getByRole('region', { name: 'Sales and service points in this area' });
  const cards = results.getByRole('article');
  // Loopback is Switzerland (geo-ip): the Swiss subsidiary is the main contact point, first.
  await expect(cards.first()).toContainText('Your contact');
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Kestrel Schweiz AG');
  expect(await cards.count()).toBeLessThanOrEqual(20);
  // Anonymous: the star invites to sign in (its tooltip on focus).
  await cards.first().getByRole('button', { name: 'Favourite contact: Kestrel Schweiz AG' }).focus();
  await expect(page.getByRole('tooltip', { name: /Sign in to save this contact/ })).toBeVisible();
  // Above 960 px the body does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  // A place, by keyboard: the list follows to Tokyo, the main point stays first.
  const search = page.getByRole('combobox', { name: 'Find a location' });
  await search.fill('Toky');
  await expect(page.getByRole('option', { name: /Tokyo/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(search).toHaveValue('Tokyo');
  await expect(cards.nth(1)).toContainText('Japan');
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Kestrel Schweiz AG');
  // The list follows the server's assumed map size until the map has loaded and reported its own
  // view (a larger one on this screen): count once the map has reported it and the list holds still.
  await expect(page.locator('[data-view-reported]')).toBeVisible();
  let inTokyo = 0;
  await expect(async () => {
    const before = await cards.count();
    await page.waitForTimeout(500);
    inTokyo = await cards.count();
    expect(inTokyo).toBe(before);
  }).toPass({ timeout: 15_000 });
  expect(inTokyo).toBeGreaterThan(2);

  // A filter: the checkbox narrows the list and the URL keeps it.
  await page.getByText('Filter', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Calibration' }).check();
  await expect(page).toHaveURL(/filter=calibration/);
  await expect.poll(() => cards.count()).toBeLessThan(inTokyo);

  // A marker opens the info window with the card (software WebGL in headless Chromium).
  let second = '';
  let marker = page.getByRole('button', { name: 'none yet' });
  await expect(async () => {
    second = (await cards.nth(1).getByRole('heading', { level: 3 }).textContent()) ?? '';
    marker = page.getByRole('button', { name: `Show ${second} on the map` });
    await expect(marker).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // By keyboard: a listed point's marker is a tab stop; Enter opens the info window and focuses it, Escape closes it.
  await marker.focus();
  await page.keyboard.press('Enter');
  const info = page.getByRole('dialog', { name: 'Contact details' });
  await expect(info.getByRole('heading', { level: 2, name: second })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
  const width = await info.evaluate((element) => element.closest('.maplibregl-popup')?.getBoundingClientRect().width ?? 0);
  expect(width).toBeLessThanOrEqual(280);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  await expect(marker).toBeFocused();
  // The pointer opens it too.
  await marker.click();
  await expect(info).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

/** Customers whose favourite no other test reads (their seeded favourite is none), one per flow brand: the two projects run side by side. */
const STAR_CUSTOMERS: Partial<Record<BrandId, string>> = { technologies: 'sophie.martin@example.com', sensor: 'marco.rossi@example.com' };

test('signed in, the star saves a favourite: it becomes the main contact point, kept after a reload, then removed @flow', async ({
  page,
  brand,
}) => {
  test.slow();
  const customer = STAR_CUSTOMERS[brand.id];
  if (!customer) throw new Error(`No star customer for ${brand.id}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, customer, '/en/sales-and-service-points');
  const cards = page.getByRole('region', { name: 'Sales and service points in this area' }).getByRole('article');
  const heading = (index: number) => cards.nth(index).getByRole('heading', { level: 3 });
  await waitForHydration(page);
  await expect(heading(0)).toHaveText('Kestrel Schweiz AG');
  // The browser's list replaces the server's once the map reports its view: a card with its marker drawn is of that list.
  await page.locator('[data-map-ready]').waitFor();
  let chosen = '';
  await expect(async () => {
    chosen = (await heading(1).textContent()) ?? '';
    await expect(page.getByRole('button', { name: `Show ${chosen} on the map` })).toBeVisible({ timeout: 500 });
  }).toPass();
  const star = page.getByRole('button', { name: `Favourite contact: ${chosen}` }).first();
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as your favourite contact' })).toBeVisible();
  // The favourite is the main contact point (spec §4 step 1): first, and marked as the visitor's contact.
  await expect(heading(0)).toHaveText(chosen);
  await expect(cards.first()).toContainText('Your contact');

  await page.reload();
  await expect(heading(0)).toHaveText(chosen);
  const saved = cards.first().getByRole('button', { name: `Favourite contact: ${chosen}` });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await saved.click();
  await expect(heading(0)).toHaveText('Kestrel Schweiz AG');
});
