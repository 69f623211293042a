import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The server-rendered product page (spec product §2, §4): default-variant redirect, the hero and
 * specs in the server HTML, the unit switch, show all, read more, the gallery by keyboard, the
 * 404 for unknown products and axe. Products of local-services' deterministic catalog (the same
 * master numbers whatever the catalog size), one per flow brand. @flow
 */
const PRODUCTS = {
  technologies: {
    slug: 'calora-s3',
    name: 'CALORA S3',
    // A shop brand: the cheapest variant for sale (142.271 in the Storefront stand-in's seed), not
    // the lowest id (142.270) as on sensor (spec shop §4 "Product load").
    defaultPath: '/en/product/CALORA-S3/142-271',
    usp: 'Brushless fan motor for 10,000 hours of service life',
    spec: { name: 'Temperature', metric: '40 – 640 °C', imperial: '104 – 1184 °F' },
  },
  sensor: {
    slug: 'spectra-100',
    name: 'SPECTRA 100',
    defaultPath: '/en/product/SPECTRA-100/717-970',
    usp: 'No cross-sensitivity to other gases',
    spec: { name: 'Operating temperature', metric: '-20 – 55 °C', imperial: '-4 – 131 °F' },
  },
} as const;

type FlowBrand = keyof typeof PRODUCTS;

function productFor(brandId: string) {
  const product = PRODUCTS[brandId as FlowBrand];
  if (!product) throw new Error(`No product fixture for brand ${brandId}`);
  return product;
}

/** The table row of a spec, by its exact name (the row header, a tooltip button or text). */
function specRow(page: Page, name: string): Locator {
  return page
    .getByRole('main')
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('product page @flow', () => {
  test('a product URL without an article number redirects to the default variant', async ({ page, request, brand }) => {
    const product = productFor(brand.id);
    const response = await request.get(`/en/product/${product.slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(product.defaultPath);
    await page.goto(`/en/product/${product.slug}`);
    await expect(page).toHaveURL(product.defaultPath);
    // An article number that is not a variant of the product lands there too.
    await page.goto(`/en/product/${product.slug}/999-999`);
    await expect(page).toHaveURL(product.defaultPath);
  });

  test('title, selling points and specifications are in the server HTML', async ({ request, brand }) => {
    const product = productFor(brand.id);
    const response = await request.get(product.defaultPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html).toContain(product.usp);
    expect(html).toContain(product.spec.name);
    expect(html).toContain(product.spec.metric);
    expect(html).toContain('"@type":"Product"');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${product.defaultPath}"`));
  });

  test('the metric / imperial switch changes the units, by mouse and by keyboard', async ({ page, brand }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.defaultPath);
    const main = page.getByRole('main');
    const row = specRow(page, product.spec.name);
    await expect(row).toContainText(product.spec.metric);
    const metric = main.getByRole('radio', { name: 'Metric' });
    const imperial = main.getByRole('radio', { name: 'Imperial' });
    await expect(metric).toBeChecked();

    await imperial.click();
    await expect(imperial).toBeChecked();
    await expect(row).toContainText(product.spec.imperial);

    await imperial.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(metric).toBeChecked();
    await expect(row).toContainText(product.spec.metric);
    await page.keyboard.press('ArrowRight');
    await expect(row).toContainText(product.spec.imperial);

    // Remembered for the session.
    await page.reload();
    await expect(specRow(page, product.spec.name)).toContainText(product.spec.imperial);
  });

  test('the specs table shows 5 rows, then all of them', async ({ page, brand }) => {
    await gotoHydrated(page, productFor(brand.id).defaultPath);
    const main = page.getByRole('main');
    const rows = main.locator('tbody tr');
    await expect(rows.and(page.locator(':visible'))).toHaveCount(5);
    const total = await rows.count();
    expect(total).toBeGreaterThan(5);
    const showAll = main.getByRole('button', { name: `Show all (${total})` });
    await showAll.focus();
    await page.keyboard.press('Enter');
    await expect(rows.and(page.locator(':visible'))).toHaveCount(total);
    await main.getByRole('button', { name: 'Show less' }).first().click();
    await expect(rows.and(page.locator(':visible'))).toHaveCount(5);
  });

  test('read more shows the second abstract, read less hides it', async ({ page, brand }) => {
    await gotoHydrated(page, productFor(brand.id).defaultPath);
    const details = page.locator('#details');
    const more = details.getByRole('button', { name: 'Read more' });
    const body = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    await expect(body).toBeHidden();
    await more.click();
    await expect(body).toBeVisible();
    await expect(body).not.toBeEmpty();
    const less = details.getByRole('button', { name: 'Read less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.focus();
    await page.keyboard.press('Enter');
    await expect(body).toBeHidden();
  });

  test('thumbnails switch the main image by keyboard', async ({ page, brand }) => {
    await gotoHydrated(page, productFor(brand.id).defaultPath);
    const main = page.getByRole('main');
    const thumbnails = main.getByRole('button', { name: /^Show (image|video) \d+ of \d+/ });
    expect(await thumbnails.count()).toBeGreaterThan(1);
    expect(await thumbnails.count()).toBeLessThanOrEqual(12);
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true');
    const stage = page.locator(`[id="${await thumbnails.first().getAttribute('aria-controls')}"]`);
    const firstSource = await stage.locator('img').getAttribute('src');

    await thumbnails.first().focus();
    await page.keyboard.press('Tab');
    await expect(thumbnails.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(stage.locator('img, video').first()).not.toHaveAttribute('src', firstSource ?? '');
  });

  test('the details link leads to the details section', async ({ page, brand }) => {
    await gotoHydrated(page, productFor(brand.id).defaultPath);
    await page.getByRole('main').getByRole('link', { name: 'Product details' }).click();
    await expect(page).toHaveURL(/#details$/);
    await expect(page.locator('#details')).toBeInViewport();
  });

  test('an unknown product is the 404 page', async ({ page }) => {
    const response = await page.goto('/en/product/no-such-product-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('axe-core finds no WCAG 2.2 A/AA violations', async ({ page, brand, consoleErrors }) => {
    await gotoHydrated(page, productFor(brand.id).defaultPath);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
