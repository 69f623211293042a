import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The video lightbox and the sticky in-page menu by mouse and by keyboard (issue 6), on their
 * block pages (seeded by local-services: tools/local-services/src/sitecore/seed/blocks/sticky-menu-video-blocks.ts).
 */
test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

const stickyMenu = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

/** Top of an element relative to the viewport. */
const topOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().top);

test.describe('video lightbox and sticky menu @flow', () => {
  test('lightbox: opens by mouse with the video and captions, passes axe, Escape closes it and focus returns', async ({
    page,
    consoleErrors,
  }) => {
    await gotoHydrated(page, '/en/blocks/video-lightbox');
    const play = page
      .getByRole('main')
      .getByRole('button', { name: /^Play video: / })
      .first();
    await expect(play).toHaveAttribute('aria-haspopup', 'dialog');
    await play.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText((await play.getAttribute('aria-label'))!.replace(/^Play video: /, ''));
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source')).toHaveAttribute('src', /\.webm$/);
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'en');
    // The clip really loads (through the site's media proxy, with byte ranges) and plays.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(play).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('lightbox: opens by keyboard (Enter) and closes with its close button', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/video-lightbox');
    const play = page
      .getByRole('main')
      .getByRole('button', { name: /^Play video: / })
      .first();
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('sticky menu: a link brings its section into view below the bar and marks it current', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/sticky-menu');
    const menu = stickyMenu(page);
    const link = menu.getByRole('link', { name: 'How it works' });
    await link.click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(link).toHaveAttribute('aria-current', 'location');
    const anchor = page.locator('#how-it-works');
    // The section scrolls up into the top half of the view and starts below the bar, not under it.
    await expect.poll(() => topOf(anchor)).toBeLessThan(900 / 2);
    const bar = (await menu.boundingBox())!;
    expect(await topOf(anchor)).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(page.getByRole('heading', { level: 2, name: 'How a hot-air seam is made' })).toBeFocused();
    // Two sections share the title "Service": the menu lists it once.
    await expect(menu.getByRole('link', { name: 'Service', exact: true }).filter({ visible: true })).toHaveCount(1);
  });

  test('sticky menu: "More" opens by keyboard, its item works, and Top returns to the top', async ({ page }) => {
    await gotoHydrated(page, '/en/blocks/sticky-menu');
    const menu = stickyMenu(page);
    const more = menu.getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const item = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`).getByRole('link', { name: 'Contact' });
    await expect(item).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#contact$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await menu.getByRole('button', { name: 'Top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page).not.toHaveURL(/#/);
    await expectNoAxeViolations(page);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('sticky menu: everything is in the dropdown; the bar hides on scroll down and shows on scroll up', async ({ page }) => {
      await gotoHydrated(page, '/en/blocks/sticky-menu');
      const menu = stickyMenu(page);
      await expect(menu.getByRole('button', { name: 'Sections' })).toBeVisible();
      await expect(menu.getByRole('link').filter({ visible: true })).toHaveCount(0);

      // Down past the bar's place: it sticks, then slides away.
      await page.mouse.wheel(0, 900);
      await expect.poll(async () => (await menu.boundingBox())!.y + (await menu.boundingBox())!.height).toBeLessThanOrEqual(1);
      // Up (more than 5 px): it comes back under the header.
      await page.mouse.wheel(0, -60);
      await expect.poll(async () => (await menu.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await expect(menu.getByRole('button', { name: 'Sections' })).toBeInViewport();

      await menu.getByRole('button', { name: 'Sections' }).click();
      await menu.getByRole('link', { name: 'Sustainability' }).click();
      await expect(page).toHaveURL(/#sustainability$/);
    });
  });
});
