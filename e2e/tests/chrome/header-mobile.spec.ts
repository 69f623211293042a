import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The site header at phone width (375 px), on the flow brands (issue 4; @flow: one shop brand and one without): the menu panel with its
 * two-level accordions, the product list, the account panel, the breadcrumb's back link and the
 * sticky header.
 */
test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

async function openMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

test('the desktop tabs are replaced by a menu button', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scrolling').toBe(0);
});

test('menu: the product accordion lists the families and a family link opens its page', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/');
  const menu = await openMenu(page);
  await expectNoAxeViolations(page);
  const products = menu.getByRole('button', { name: 'Products' });
  await products.click();
  const panel = page.locator(`[id="${await products.getAttribute('aria-controls')}"]`);
  await expect(panel.getByRole('link', { name: 'Overview: Products' })).toBeVisible();
  // The families load when the accordion opens.
  const family = panel.getByRole('list').getByRole('link').first();
  await expect(family).toBeVisible();
  const name = (await family.textContent())?.trim() ?? '';
  await family.click();
  await expect(page).toHaveURL(new RegExp(`/en/${name.replace(/\s+/g, '-')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  // Following a link closes the menu.
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});

test('menu: two-level accordions; the open one closes when chosen again', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/');
  const menu = await openMenu(page);
  const solutions = menu.getByRole('button', { name: 'Solutions' });
  await solutions.click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'true');
  const industries = menu.getByRole('button', { name: 'Industries' });
  await industries.click();
  await expect(industries).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  // Opening another first level closes this one.
  await menu.getByRole('button', { name: 'Service', exact: true }).click();
  await expect(solutions).toHaveAttribute('aria-expanded', 'false');
  await menu.getByRole('button', { name: 'Service', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Service', exact: true })).toHaveAttribute('aria-expanded', 'false');

  await solutions.click();
  await menu.getByRole('button', { name: 'Industries' }).click();
  await menu.getByRole('link', { name: 'Roofing' }).click();
  await expect(page).toHaveURL(/\/en\/solutions\/roofing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roofing');
});

test('menu: keyboard-operable, Escape closes it and focus returns to the menu button', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // Focus is inside the dialog and stays there.
  for (let presses = 0; presses < 30; presses++) await page.keyboard.press('Tab');
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('menu: the languages at its end open this page in another language', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/company');
  const menu = await openMenu(page);
  await expect(menu.getByText('Switzerland', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/company$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
});

test('account panel: opening it closes the menu; anonymous visitors are offered sign-in', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/company/history');
  await openMenu(page);
  await page.keyboard.press('Escape');
  const account = page.getByRole('banner').getByRole('button', { name: 'My account' });
  await account.click();
  const panel = page.getByRole('dialog', { name: 'My account' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  await expect(panel.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?return_to=${encodeURIComponent('/en/company/history')}`,
  );
  await expectNoAxeViolations(page);
});

test('at 320 px the header and the page fit the screen (no sideways scrolling)', { tag: '@flow' }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await gotoHydrated(page, '/en/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'no horizontal scrolling').toBe(0);
});

test('breadcrumb: only the previous level on a 7-level page', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/company/locations/europe/switzerland/sarnen/visitor-centre');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('list')).toBeHidden();
  const back = crumbs.getByRole('link', { name: 'Sarnen' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/en\/company\/locations\/europe\/switzerland\/sarnen$/);
});

test('breadcrumb on a product page: back to the previous level, the product as plain text', { tag: '@flow' }, async ({ page, brand }) => {
  await gotoHydrated(page, `/en/product/${brand.product.slug}`);
  const here = new URL(page.url()).pathname;
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('list')).toBeHidden();
  const visibleLinks = crumbs.getByRole('link').filter({ visible: true });
  await expect(visibleLinks).toHaveCount(1);
  await expect(visibleLinks).toHaveAttribute('href', '/en/products');
  for (const href of await crumbs
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))) {
    expect(href, 'no breadcrumb link leads to the page the visitor is on').not.toBe(here);
  }
  const current = crumbs.locator('[aria-current="page"]').filter({ visible: true });
  await expect(current).toHaveText(brand.product.name);
  await visibleLinks.click();
  await expect(page).toHaveURL(/\/en\/products$/);
});

test('sticky header hides on scroll down and returns on scroll up', { tag: '@flow' }, async ({ page }) => {
  await gotoHydrated(page, '/en/company/history');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible();
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 600);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -100);
  await expect(header).toBeInViewport();
});
