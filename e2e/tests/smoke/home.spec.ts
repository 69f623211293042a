import { brandPublicOrigin } from '../../support/brands';
import { classesStyledOnlyLater } from '../../support/critical-css';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';

/** Smoke, every brand: the home and a content page, server-rendered, themed, accessible. */
test.describe('home page', () => {
  test('is server-rendered: the raw HTML holds the content before any script runs', async ({ request, brand }) => {
    const response = await request.get('/en/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${brand.homeHeading}</h1>`));
    expect(html).toContain('<nav aria-label="Main"');
    expect(html).toContain(`<title>${brand.displayName}</title>`);
    expect(html).toContain('<html lang="en">');
    // The home, a content page, the kitchen sink (every block), the anonymous account page, a
    // contact page and the map page carry the CSS of every class they use (no restyle on hydration).
    const documents = new Map([['/en/', html]]);
    for (const path of [
      '/de/company/history',
      '/en/qa/kitchen-sink',
      '/en/my-account/devices',
      '/en/contact/product-support',
      '/en/sales-and-service-points',
    ]) {
      documents.set(path, await (await request.get(path)).text());
    }
    for (const [path, document] of documents) {
      const { unstyled, classCount } = classesStyledOnlyLater(document, brand);
      expect(classCount, path).toBeGreaterThan(10);
      expect(unstyled, `${path}: classes whose CSS would come only with a lazy chunk`).toEqual([]);
    }
    // …and only those: the content page does not carry the other blocks' CSS (critical-css.server.ts).
    const inlineCss = (path: string) => /data-critical-css="">([\s\S]*?)<\/style>/.exec(documents.get(path) ?? '')?.[1]?.length ?? 0;
    expect(inlineCss('/de/company/history')).toBeGreaterThan(0);
    expect(inlineCss('/de/company/history')).toBeLessThan(inlineCss('/en/qa/kitchen-sink') / 2);
  });

  test('renders with JavaScript disabled', async ({ browser, brand, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/en/');
    await expect(page.getByRole('heading', { level: 1, name: brand.homeHeading })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`${brand.displayName} AG`);
    // Without scripts the tabs are plain links to their section pages.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About Kestrel/);
    await context.close();
  });

  // One page load for the read-only checks and then the navigation (it was two tests, each loading the home page).
  test('hydrates without console errors, in the brand look, passes axe, and navigates client-side to a content page and back', async ({
    page,
    brand,
    consoleErrors,
  }) => {
    await page.goto('/en/');
    await expect(page).toHaveTitle(brand.displayName);
    await expect(page.getByRole('link', { name: `${brand.displayName} home page` })).toHaveAttribute('href', '/en/');
    const headerColour = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(headerColour).toBe(brand.primaryColor);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Company' }).click();
    await nav.getByRole('link', { name: 'Overview: Company' }).click();
    await expect(page).toHaveURL(/\/en\/company$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About Kestrel/);
    // Following a link closes the flyout.
    await expect(nav.getByRole('button', { name: 'Company' })).toHaveAttribute('aria-expanded', 'false');
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe('content page', () => {
  test('shows the page with its head tags and passes axe', async ({ page, brand }) => {
    await page.goto('/de/company/history');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Geschichte' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '1949' })).toBeVisible();
    await expect(page).toHaveTitle(`Geschichte | ${brand.displayName}`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${brandPublicOrigin(brand)}/de/company/history`);
    for (const language of ['en', 'de', 'fr', 'it']) {
      await expect(page.locator(`link[rel=alternate][hreflang=${language}]`)).toHaveAttribute(
        'href',
        `${brandPublicOrigin(brand)}/${language}/company/history`,
      );
    }
    await expect(page.locator('link[rel=alternate][hreflang=x-default]')).toHaveAttribute(
      'href',
      `${brandPublicOrigin(brand)}/en/company/history`,
    );
    await expect(page.locator('meta[name=description]')).toHaveAttribute('content', `Die Geschichte von ${brand.displayName}.`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Unsere Geschichte');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${brandPublicOrigin(brand)}/de/company/history`);
    await expectNoAxeViolations(page);
  });

  test('is usable at phone width', async ({ page, brand }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fr/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal scrolling').toBe(0);
    await expect(page.getByRole('contentinfo')).toContainText(`${brand.displayName} AG. Tous droits réservés.`);
    await expectNoAxeViolations(page);
  });
});
