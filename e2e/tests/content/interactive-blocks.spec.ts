import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The interactive content blocks by mouse and by keyboard (issue 6), each on its own page.
 * Flow: one shop and one non-shop brand.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('interactive blocks @flow', () => {
  test('accordion: items open and close by mouse and by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/accordion');
    const main = page.getByRole('main');
    const first = main.locator('button[aria-expanded]').first();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel).not.toBeEmpty();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    const second = main.locator('button[aria-expanded]').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('read-more text: expands and collapses by keyboard', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/read-more-text');
    const more = page.getByRole('main').getByRole('button', { name: 'Read more' }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    const less = page.getByRole('main').getByRole('button', { name: 'Read less' }).first();
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Read more' }).first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('download teaser: three at first, then three more with a label of min(3, remaining)', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/download-teaser');
    const block = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('button', { name: /^Show \d more downloads$/ }) })
      .first();
    const links = block.getByRole('listitem');
    await expect(links).toHaveCount(3);
    const button = block.getByRole('button', { name: /^Show \d more downloads$/ });
    const label = (await button.getAttribute('aria-label')) ?? (await button.textContent()) ?? '';
    const more = Number(/Show (\d) more/.exec(label)?.[1]);
    expect(more).toBeGreaterThan(0);
    expect(more).toBeLessThanOrEqual(3);
    await button.click();
    await expect(links).toHaveCount(3 + more);
    // Focus moves to the first newly shown download.
    await expect(links.nth(3).getByRole('link')).toBeFocused();
  });

  test('image slider: next and back by mouse and keyboard, wrapping around', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/image-slider');
    const main = page.getByRole('main');
    const status = main.getByText(/^Image \d+ of \d+$/).first();
    await expect(status).toHaveText(/^Image 1 of (\d+)$/);
    const count = Number(/of (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
    const back = main.getByRole('button', { name: 'Back' }).first();
    await back.click();
    await expect(status).toHaveText(`Image ${count} of ${count}`);
    const next = main.getByRole('button', { name: 'Next' }).first();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`Image 1 of ${count}`);
  });

  test('hero slider: pause stops the autoplay, next and previous change the slide', async ({ page }) => {
    // The page's clock, so the 7 s interval passes at once (time still flows on its own meanwhile).
    await page.clock.install();
    await gotoHydrated(page, '/en/blocks/hero-slider');
    const main = page.getByRole('main');
    const pause = main.getByRole('button', { name: 'Pause slideshow' }).first();
    await pause.click();
    await expect(main.getByRole('button', { name: 'Play slideshow' }).first()).toBeVisible();
    const position = main.getByText(/^\d+ of \d+$/).first();
    await expect(position).toHaveText(/^1 of \d+$/);
    await main.getByRole('button', { name: 'Next slide' }).first().click();
    await expect(position).toHaveText(/^2 of \d+$/);
    await main.getByRole('button', { name: 'Previous slide' }).first().focus();
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(/^1 of \d+$/);
    // Paused: it stays on the slide past the 7 s interval.
    await page.clock.fastForward(7500);
    await expect(position).toHaveText(/^1 of \d+$/);
  });
});
