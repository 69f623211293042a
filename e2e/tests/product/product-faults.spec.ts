import { E2E_FAULT_ANSWER_WITHIN_MS, E2E_SLOW_UPSTREAM_MS } from '../../support/brands';
import { clearFaults, setFault } from '../../support/local-services';
import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, waitForHydration } from '../../support/chrome';

/**
 * The product-data gateway failing (spec product §8): the product page says 'Something went
 * wrong' inside the site frame, with status 503, within the upstream timeout; never a crash.
 * Flips local-services' global fault switch, so it runs with the other fault tests. @faults
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT_PATH: Record<string, string> = {
  technologies: '/en/product/CALORA-S3/142-270',
  sensor: '/en/product/SPECTRA-100/717-970',
};

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.afterEach(async () => {
  await clearFaults();
});

test.describe('product-data gateway @faults', () => {
  for (const mode of ['error', 'down', 'slow'] as const) {
    test(`${mode}: the product page shows 'Something went wrong' in the site frame, then recovers`, async ({ page, brand }) => {
      const path = PRODUCT_PATH[brand.id];
      if (!path) throw new Error(`No product for brand ${brand.id}`);
      await setFault('product-data', mode, E2E_SLOW_UPSTREAM_MS);
      const started = Date.now();
      const response = await page.goto(path);
      expect(Date.now() - started).toBeLessThan(E2E_FAULT_ANSWER_WITHIN_MS);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
      await expect(page.locator('header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();

      await clearFaults();
      const recovered = await page.goto(path);
      expect(recovered?.status()).toBe(200);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    });
  }
});

test.describe('CMS-side product calls @faults', () => {
  test("video campaign failing: the video section says 'Something went wrong', the rest of the page stands; Try again loads the videos through the proxy", async ({
    page,
    brand,
    baseURL,
  }) => {
    const path = PRODUCT_PATH[brand.id];
    if (!path) throw new Error(`No product for brand ${brand.id}`);
    await setFault('master-products', 'error');
    const campaignRequests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('getVideoCampaignItems')) campaignRequests.push(new URL(request.url()));
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await expect(page.getByRole('heading', { level: 2, name: 'Technical specifications' })).toBeVisible();
    const videos = page.getByTestId('product-videos');
    await expect(videos.getByRole('heading', { level: 2, name: 'Videos' })).toBeVisible();
    await expect(videos).toContainText('Something went wrong');
    await expect(videos.getByRole('button')).toHaveText(['Try again']);
    // The browser does not ask by itself: only the button does.
    expect(campaignRequests).toEqual([]);

    await clearFaults();
    await videos.getByRole('button', { name: 'Try again' }).click();
    await expect(videos.getByRole('button', { name: /^Play video: / })).toBeVisible();
    await expect(videos).not.toContainText('Something went wrong');
    // Through the site's same-origin proxy (apps/site routes/api-proxy.ts), never local-services directly.
    expect(campaignRequests.map((url) => url.origin + url.pathname)).toEqual([
      `${new URL(baseURL ?? '').origin}/api/MasterProducts/getVideoCampaignItems`,
    ]);
  });
});
