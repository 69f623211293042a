import { E2E_FAULT_ANSWER_WITHIN_MS, E2E_SLOW_UPSTREAM_MS } from '../../support/brands';
import { clearFaults, setFault } from '../../support/local-services';
import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * Upstream failures (spec discovery §8): layout errors other than 404 lead to not found, within
 * the upstream timeout; a missing dictionary leaves the built-in texts. These flip local-services'
 * global switches, so they run last and one at a time. @faults
 */
test.describe.configure({ mode: 'serial' });

test.afterEach(async () => {
  await clearFaults();
});

test.describe('layout service @faults', () => {
  for (const mode of ['error', 'down', 'slow'] as const) {
    test(`${mode}: the visitor gets the fallback not-found page in time, and the page returns with the service`, async ({
      page,
      brand,
    }) => {
      await setFault('layout', mode, E2E_SLOW_UPSTREAM_MS);
      const started = Date.now();
      const response = await page.goto('/de-CH/company');
      const elapsed = Date.now() - started;
      expect(response?.status()).toBe(404);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      await expect(main).toContainText('Diese Seite existiert nicht.');
      await expect(main).toContainText(brand.displayName);
      await expect(main).toContainText('de-CH');
      // One upstream timeout at most (plus rendering), never the 8 s the service takes.
      expect(elapsed).toBeLessThan(E2E_FAULT_ANSWER_WITHIN_MS);

      await clearFaults();
      await page.goto('/de-CH/company');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Über Kestrel/);
    });
  }
});

test.describe('dictionary @faults', () => {
  test('down: the page renders with the catalog texts, and the phrases return with the service', async ({ page, brand }) => {
    const year = new Date().getFullYear();
    await setFault('dictionary', 'down');
    await page.goto('/en/company');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^About Kestrel/);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${brand.displayName}`);
    await expect(page.getByRole('contentinfo')).not.toContainText('All rights reserved');

    await clearFaults();
    await page.goto('/en/company');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${year} ${brand.displayName} AG. All rights reserved.`);
  });
});

test.describe('products menu @faults', () => {
  test("error: the flyout says 'Something went wrong', the rest of the header works, Try again recovers", async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseNecessaryCookies(context, baseURL);
    await page.setViewportSize({ width: 1440, height: 900 });
    await setFault('menu', 'error');
    await gotoHydrated(page, '/en/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Products' }).click();
    const alert = nav.getByRole('alert');
    await expect(alert).toContainText('Something went wrong');
    await nav.getByRole('button', { name: 'Company' }).click();
    await expect(nav.getByRole('link', { name: 'Careers' })).toBeVisible();

    await nav.getByRole('button', { name: 'Products' }).click();
    await expect(alert).toContainText('Something went wrong');
    await clearFaults();
    await nav.getByRole('button', { name: 'Try again' }).click();
    await expect(nav.getByRole('link', { name: 'Overview: Products' })).toBeVisible();
    await expect(alert).toBeHidden();
    expect(
      await nav
        .getByRole('listitem')
        .filter({ has: page.locator('a[href^="/en/"]') })
        .count(),
    ).toBeGreaterThan(4);
  });
});

test.describe('region tree @faults', () => {
  test("down: the language flyout says 'Something went wrong', Apply stays off, Try again recovers", async ({ page, context, baseURL }) => {
    await chooseNecessaryCookies(context, baseURL);
    await page.setViewportSize({ width: 1440, height: 900 });
    await setFault('regions', 'down');
    await gotoHydrated(page, '/en/');
    await page.getByRole('button', { name: 'Choose region, country and language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Region, country and language' });
    await expect(dialog.getByRole('alert')).toContainText('Something went wrong');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();

    await clearFaults();
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByRole('button', { name: /Country/ })).toContainText('Switzerland');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
