import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import type { E2eBrand } from '../../support/brands';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The solution cards gallery and the solution hero (issue 6) as a visitor sees them at desktop,
 * tablet and phone widths. Flow: one shop and one non-shop brand.
 */

/** Where the seeded cards link on each brand (tools/local-services/src/sitecore/seed/blocks/solution-blocks.ts). */
const CARD_LINKS: Record<E2eBrand['id'], (card: string) => string> = {
  group: (card) => `/en/solutions/${card}`,
  technologies: () => '/en/products',
  sensor: () => '/en/contact',
  'welding-tools': () => '/en/service',
};

/** The first seeded rendering: eight cards, Roofing, Automotive, Packaging, Medical technology … */
const CARDS = ['Roofing', 'Automotive', 'Packaging', 'Medical technology'];

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

function gallery(page: Page): Locator {
  const heading = page.getByRole('heading', { level: 2, name: 'Solutions for every industry' });
  return page.getByRole('main').locator('section').filter({ has: heading }).first();
}

async function box(locator: Locator) {
  const value = await locator.boundingBox();
  if (!value) throw new Error('not visible');
  return value;
}

test.describe('solution blocks @flow', () => {
  test('gallery at 1440 px: three columns filled round-robin, no carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/en/blocks/solution-cards-gallery');
    const block = gallery(page);
    const [first, second, third, fourth] = await Promise.all(
      CARDS.map((name) => box(block.getByRole('heading', { level: 3, name, exact: true }))),
    );
    // Cards 1, 2, 3 open the three columns from left to right; card 4 goes under card 1.
    expect(first!.x).toBeLessThan(second!.x - 100);
    expect(second!.x).toBeLessThan(third!.x - 100);
    expect(Math.abs(fourth!.x - first!.x)).toBeLessThanOrEqual(1);
    expect(fourth!.y).toBeGreaterThan(first!.y);
    await expect(block.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  });

  test('gallery at 800 px: two cards per view, the next button moves the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 1000 });
    await gotoHydrated(page, '/en/blocks/solution-cards-gallery');
    const carousel = gallery(page).getByRole('region', { name: 'Solutions for every industry' });
    const slides = carousel.getByRole('group');
    await expect(slides).toHaveCount(8);
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(2)).not.toBeInViewport({ ratio: 0.1 });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(2)).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.1 });
  });

  test('gallery at 375 px: one card per view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/en/blocks/solution-cards-gallery');
    const carousel = gallery(page).getByRole('region', { name: 'Solutions for every industry' });
    const slides = carousel.getByRole('group');
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.95 });
    await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.1 });
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.95 });
  });

  test("a card links to the current brand's page", async ({ page, brand }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/en/blocks/solution-cards-gallery');
    const link = gallery(page).getByRole('link', { name: 'Roofing', exact: true });
    const expected = CARD_LINKS[brand.id]('roofing');
    await expect(link).toHaveAttribute('href', expected);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${expected}$`));
  });

  test('the solution hero sticks under the menu at 1440 px and not at 375 px', async ({ page }) => {
    const heroOf = () =>
      page
        .getByRole('main')
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Roofing: every seam watertight' }) })
        .first();
    const topOf = (hero: Locator) => hero.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const scrollBy = async (pixels: number) => {
      await page.evaluate((value) => window.scrollBy(0, value), pixels);
      // The header hides on scroll-down (200 ms); let it and the hero settle.
      await page.waitForTimeout(400);
    };

    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, '/en/blocks/solution-hero');
    let hero = heroOf();
    await expect(hero.getByRole('link', { name: 'Explore roofing solutions' })).toBeVisible();
    // Scroll until the hero reaches the top, then 300 px more: it stays where it stuck.
    await scrollBy(await topOf(hero));
    const stuck = await topOf(hero);
    expect(stuck).toBeGreaterThanOrEqual(0);
    expect(stuck).toBeLessThan(200);
    await scrollBy(300);
    expect(await topOf(hero)).toBe(stuck);

    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/en/blocks/solution-hero');
    hero = heroOf();
    await scrollBy(200);
    const before = await topOf(hero);
    await scrollBy(300);
    expect(await topOf(hero)).toBe(before - 300);
  });
});
