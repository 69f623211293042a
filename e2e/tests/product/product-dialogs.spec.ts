import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The product page's dialogs (spec product §2 "Variant selector dialog" and "Lightbox", §9): the
 * variant selector by keyboard, its rows as links to the variant's page (dash form), and the
 * gallery lightbox by keyboard (wrap, zoom in 0.25 steps, Escape returns focus); axe on both open
 * dialogs. Products of local-services' deterministic catalog, one per flow brand. @flow
 */
const PRODUCTS: Record<string, { path: string; name: string }> = {
  technologies: { path: '/en/product/CALORA-S3/142-270', name: 'CALORA S3' },
  // SPECTRA 100 (the product page spec's sensor product) has a single variant: no selector.
  sensor: { path: '/en/product/PULSAR-LW', name: 'PULSAR LW' },
};

function productFor(brandId: string) {
  const product = PRODUCTS[brandId];
  if (!product) throw new Error(`No product fixture for brand ${brandId}`);
  return product;
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('product page dialogs @flow', () => {
  test('the variant selector opens by keyboard and a row leads to that variant', async ({ page, brand }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.path);
    // Without an article number the page redirects to the default variant.
    const path = new URL(page.url()).pathname;
    const opener = page.getByRole('main').getByRole('button', { name: /^Choose variant \(\d+\)$/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Variants of ${product.name}`,
    });
    await expect(dialog).toBeVisible();
    // The page's variant is marked; every other row is a real link in dash form.
    const current = dialog.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', path);
    await expectNoAxeViolations(page);

    const other = dialog.locator('tbody a:not([aria-current])').first();
    const href = await other.getAttribute('href');
    expect(href).toMatch(/\/en\/product\/[^/]+\/\d{3}-\d{3}$/);
    const articleNumber = (await other.textContent())?.trim() ?? '';
    await other.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href!);
    await expect(dialog).toBeHidden();
    // The hero shows the chosen variant's article number.
    await expect(page.getByRole('main').locator('dd', { hasText: articleNumber }).first()).toBeVisible();
  });

  test('Escape closes the variant selector and focus returns to its button', async ({ page, brand }) => {
    await gotoHydrated(page, productFor(brand.id).path);
    const opener = page.getByRole('main').getByRole('button', { name: /^Choose variant/ });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the gallery lightbox: keyboard, wrap, zoom, Escape', async ({ page, brand }) => {
    const product = productFor(brand.id);
    await gotoHydrated(page, product.path);
    const main = page.getByRole('main');
    const count = await main.getByRole('button', { name: /^Show (image|video) \d+ of \d+/ }).count();
    expect(count).toBeGreaterThan(1);
    const enlarge = main.getByRole('button', { name: /^Enlarge image:/ });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {
      name: `Images of ${product.name}`,
    });
    await expect(dialog).toBeVisible();
    const status = dialog.getByRole('status');
    await expect(status).toHaveText(`Image 1 of ${count}, zoom 100%`);
    await expectNoAxeViolations(page);

    // ArrowLeft from the first wraps to the last; ArrowRight from the last wraps to the first.
    await page.keyboard.press('ArrowLeft');
    await expect(status).toContainText(`${count} of ${count}`);
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`Image 1 of ${count}, zoom 100%`);

    await page.keyboard.press('+');
    await expect(status).toHaveText(`Image 1 of ${count}, zoom 125%`);
    await expect(dialog.locator('[data-zoom]')).toHaveAttribute('data-zoom', '125');
    await page.keyboard.press('0');
    await expect(status).toHaveText(`Image 1 of ${count}, zoom 100%`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();
  });
});
