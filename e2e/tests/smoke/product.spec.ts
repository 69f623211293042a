import { classesStyledOnlyLater } from '../../support/critical-css';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/** Smoke, every brand: a product page, server-rendered on its default variant, accessible. */
test.describe('product page', () => {
  test('a product URL without article number lands on a variant, with title and specs in the server HTML', async ({ request, brand }) => {
    const redirect = await request.get(`/en/product/${brand.product.slug}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    const location = redirect.headers()['location'] ?? '';
    expect(location).toMatch(new RegExp(`^/en/product/${brand.product.slug}/\\d{3}-\\d{3}$`));

    const html = await (await request.get(location)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${brand.product.name}`));
    expect(html).toContain('application/ld+json');
    expect(html).toMatch(/<table[^>]*>/);
  });

  test('the server HTML of the product and downloads pages carries the CSS of every class it uses: nothing restyles when the page code arrives', async ({
    request,
    brand,
  }) => {
    // The product page and its downloads page.
    for (const url of [`/en/product/${brand.product.slug}`, `/en/downloadsPage/${brand.product.slug}`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const { unstyled, classCount } = classesStyledOnlyLater(await response.text(), brand);
      expect(classCount, url).toBeGreaterThan(20);
      expect(unstyled, `${url}: classes whose CSS would come only with a lazy chunk`).toEqual([]);
    }
  });

  test('hydrates without console errors and passes axe; without a shop, no price, no add-to-cart and no cart icon', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    // Its CSS is inline (the routes' and the lazy chunks' it renders): nothing fetches a stylesheet
    // again when the page code and its lazy chunks arrive (critical-css.server.ts, disabled links).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto(`/en/product/${brand.product.slug}`);
    await expect(page).toHaveURL(new RegExp(`/en/product/${brand.product.slug}/\\d{3}-\\d{3}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.product.name);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`${brand.displayName} AG`);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    expect(stylesheets).toEqual([]);
    // Brands without a shop (group, sensor; spec shop §1), on the same page load: no shop UI at
    // all (no-shop.spec.ts checks their shop endpoints). It was a test of its own, loading this page again.
    if (!brand.shop) {
      await expect(page.getByTestId('shop-area')).toHaveCount(0);
      await expect(page.getByTestId('shop-price')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveCount(0);
      await expect(page.locator('main')).not.toContainText(/€|CHF/);
    }
  });
});
