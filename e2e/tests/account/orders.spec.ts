import type { Page } from '@playwright/test';
import { LOCAL_SERVICES_URL } from '../../support/brands';
import { chooseNecessaryCookies } from '../../support/chrome';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { clearFaults, setFault } from '../../support/local-services';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * Order history (issue 14; spec account §2, §3, §4, §7): on a shop brand the list and the detail
 * come from the Storefront stand-in through the real chain (the site's Multipass token →
 * customerAccessTokenCreateWithMultipass → orders); a brand without a shop has no orders page. @flow
 */
const JONAS = { email: 'jonas.weber@example.com', password: 'kestrel-demo' };
const ANNA = { email: 'anna.keller@example.com', password: 'kestrel-demo' };
/** Seeded orders (tools/local-services src/shopify/seed/orders.ts): ids are 5400000000000 + order number. */
const JONAS_DISCOUNTED_CHF = '5400000001003'; // 10 % off a line, 8.1 % tax
const ANNA_ZERO_TAX = '5400000001006';

async function signIn(page: Page, customer: { email: string; password: string }, returnTo: string): Promise<void> {
  await page.goto(`/login?return_to=${encodeURIComponent(returnTo)}`);
  await expect(page).toHaveURL(new RegExp(`^${LOCAL_SERVICES_URL}/oidc/interaction/`));
  await page.getByLabel('E-mail address').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

/** "CHF 1,055.60", "€946.05", "$2,592.80" → 1055.6 … */
const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

/** Three calls in a row fill an order page (token → Multipass exchange → orders): room for a busy 2-core CI host. */
const CHAIN_TIMEOUT_MS = 15_000;

test.describe('orders @flow', () => {
  test('Jonas sees his orders newest first, sorts them by total and opens one with its discount and tax %', async ({
    page,
    brand,
  }, testInfo) => {
    test.skip(!brand.shop, 'orders are a shop brand page');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, JONAS, '/en/my-account/orders');
    const table = page.getByRole('grid', { name: 'My orders' });
    await expect(table).toBeVisible({ timeout: CHAIN_TIMEOUT_MS });
    const numbers = (await table.getByRole('rowheader').allInnerTexts()).map(Number);
    expect(numbers.length).toBeGreaterThan(10);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('orders-1440.png'), fullPage: true });

    await table.getByRole('columnheader', { name: /Total/ }).click();
    const totals = (await table.locator('tbody tr td:last-child').allInnerTexts()).map(amountOf);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));

    await table.getByRole('row', { name: /1003/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/my-account/orders/detail/${JONAS_DISCOUNTED_CHF}$`));
    await expect(
      page.getByRole('table', { name: 'Ordered products' }).or(page.getByRole('grid', { name: 'Ordered products' })),
    ).toBeVisible({ timeout: CHAIN_TIMEOUT_MS });
    await expect(page.getByText('Tax (8.1%)')).toBeVisible();
    await expect(page.getByText('Discount', { exact: true })).toBeVisible();
    await expect(page.getByText('Restocked')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('order-detail-1440.png'), fullPage: true });
  });

  test("Anna's zero-tax order: no discount, no tax percentage; on a phone as cards", async ({ page, brand }, testInfo) => {
    test.skip(!brand.shop, 'orders are a shop brand page');
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, ANNA, '/en/my-account/orders');
    const cards = page.getByRole('list', { name: 'Orders' });
    await expect(cards.getByRole('link')).toHaveCount(3, { timeout: CHAIN_TIMEOUT_MS });
    // The Orders tab, cut off on a phone, is scrolled into the strip's view (0.99: the strip snaps
    // the tab's start to a whole pixel, which can leave a fifth of a pixel out).
    await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' })).toBeInViewport({
      ratio: 0.99,
    });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('orders-375.png'), fullPage: true });

    await page.goto(`/en/my-account/orders/detail/${ANNA_ZERO_TAX}`);
    await expect(page.getByText('Cost breakdown')).toBeVisible({ timeout: CHAIN_TIMEOUT_MS });
    await expect(page.getByText('Tax', { exact: true })).toBeVisible();
    await expect(page.getByText(/Tax \(/)).toHaveCount(0);
    await expect(page.getByText('Discount', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('order-detail-375.png'), fullPage: true });

    // Someone else's order is not found, not shown.
    await page.goto(`/en/my-account/orders/detail/${JONAS_DISCOUNTED_CHF}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible({ timeout: CHAIN_TIMEOUT_MS });
  });

  test('a brand without a shop has no Orders tab and no orders page', async ({ page, brand }) => {
    test.skip(brand.shop, 'the shop brands have them');
    const account = await page.goto('/en/my-account');
    expect(account?.status()).toBe(200);
    await expect(page.locator('main a[href*="/my-account/orders"]')).toHaveCount(0);
    const orders = await page.goto('/en/my-account/orders');
    expect(orders?.status()).toBe(404);
    const token = await page.request.get('/api/shopify/multipass-token', { headers: OWN_PAGE_HEADERS });
    expect(token.status()).toBe(404);
  });
});

// The fault switches are global: a Storefront that is down runs in the fault projects, alone, last.
test.describe('orders, Storefront failing @faults', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  test('with the Storefront down the list says there are no orders, and the page still renders', async ({ page, brand }) => {
    test.skip(!brand.shop, 'orders are a shop brand page');
    await setFault('storefront', 'down');
    await signIn(page, JONAS, '/en/my-account/orders');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible({ timeout: CHAIN_TIMEOUT_MS });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
