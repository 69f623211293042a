import { E2E_UPSTREAM_TIMEOUT_MS } from '../../support/brands';
import { clearFaults, setFault } from '../../support/local-services';
import { expect, test } from '../../support/fixtures';

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
    test(`${mode}: the visitor gets the fallback not-found page in time, and the page returns with the service`, async ({ page, brand }) => {
      await setFault('layout', mode, 5000);
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
      // One upstream timeout at most (plus rendering), never the 5 s the service takes.
      expect(elapsed).toBeLessThan(E2E_UPSTREAM_TIMEOUT_MS + 1500);

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
