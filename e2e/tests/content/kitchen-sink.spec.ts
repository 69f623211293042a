import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The kitchen-sink page on the flow brands (issue 6; every brand theme is swept by the catalogue's
 * axe test and check:a11y): every seeded content block on one page renders
 * without console errors, its images load from the media library, axe finds nothing and the page
 * does not shift while it loads and scrolls.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test('renders every block with no console error, loads its images and passes axe', { tag: '@flow' }, async ({ page, consoleErrors }) => {
  // Scrolling the whole page in 600 px steps, then axe over every block: over 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoHydrated(page, '/en/qa/kitchen-sink');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('All content blocks');
  const main = page.getByRole('main');
  // Scroll through the page so lazy images load, as a reader would.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  const images = main.locator('img');
  const broken = await images.evaluateAll((elements) =>
    (elements as HTMLImageElement[])
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src),
  );
  expect(broken, 'images that failed to load').toEqual([]);
  const cls = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
  expect(cls, 'cumulative layout shift').toBeLessThan(0.02);
  await page.evaluate(() => window.scrollTo(0, 0));
  // The hero slider moves on every 7 s; a scan that overlaps the cross-fade measured a half-faded
  // button's contrast (once in a CI run). Paused first, as a reader can, it holds still for axe.
  for (const pause of await main.getByRole('button', { name: 'Pause slideshow' }).all()) await pause.click();
  await expect(main.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('the block index links a page per block', { tag: '@flow' }, async ({ page }) => {
  await page.goto('/en/blocks');
  const links = page.getByRole('main').getByRole('listitem').getByRole('link');
  expect(await links.count()).toBeGreaterThan(10);
  await links.first().click();
  await expect(page).toHaveURL(/\/en\/blocks\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
