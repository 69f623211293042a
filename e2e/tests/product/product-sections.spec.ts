import { expect, expectNoAxeViolations, test } from '../../support/fixtures';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';

/**
 * The product page's lower sections (spec product §2, §9): the similar accessories grid (9, then
 * +min(9, remaining), focus on the first new card) and the video campaign (first video selected,
 * lists of 3 with "Show n more" and "Show less", the popup player by keyboard, Escape returns
 * focus), the stories carousel, axe on the page and on the open player. Products of local-services' deterministic
 * catalog, per flow brand: one with more than 9 similar accessories, one with a video list longer
 * than 3. @flow
 */
interface SectionFixtures {
  /** A product with more than 9 similar accessories. */
  accessories: { path: string; total: number };
  /** A product whose video campaign has a list of more than 3 videos (how-to or restricted). */
  videos: { path: string; list: string; total: number; firstTitle: string };
}

const PRODUCTS: Record<string, SectionFixtures> = {
  technologies: {
    accessories: { path: '/en/product/VENTRA-ST', total: 24 },
    videos: { path: '/en/product/PLANOX-HS', list: 'How-to videos', total: 7, firstTitle: 'PLANOX HS – ' },
  },
  sensor: {
    accessories: { path: '/en/product/OPTIMA-Q', total: 18 },
    // One of its how-to videos has a blank url: only the other is listed.
    videos: { path: '/en/product/OPTIMA-Q', list: 'Service and training videos', total: 4, firstTitle: 'OPTIMA Q – ' },
  },
};

function productFor(brandId: string): SectionFixtures {
  const product = PRODUCTS[brandId];
  if (!product) throw new Error(`No product fixture for brand ${brandId}`);
  return product;
}

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('product page lower sections @flow', () => {
  test('similar accessories show 9, then 9 more per press, focusing the first new card', async ({ page, brand }) => {
    const { accessories } = productFor(brand.id);
    await gotoHydrated(page, accessories.path);
    const section = page.getByTestId('similar-accessories');
    await expect(section.getByRole('heading', { level: 2, name: 'Similar accessories' })).toBeVisible();
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(9);
    // Each card links to the accessory's page (its product URL with the article number).
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/en\/product\/[^/]+\/\d{3}-\d{3}$/);
    await expect(cards.first()).toContainText(/Art\. no\. \d{3}\.\d{3}/);

    let shown = 9;
    while (shown < accessories.total) {
      const step = Math.min(9, accessories.total - shown);
      const more = section.getByRole('button', { name: `Show ${step} more` });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect(cards).toHaveCount(shown + step);
      await expect(cards.nth(shown).getByRole('link')).toBeFocused();
      shown += step;
    }
    await expect(section.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the video campaign comes with the page: the browser does not ask getVideoCampaignItems again (ARCHITECTURE §4)', async ({
    page,
    brand,
  }) => {
    const { videos } = productFor(brand.id);
    const campaignRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('getVideoCampaignItems')) campaignRequests.push(request.url());
    });
    await gotoHydrated(page, videos.path);
    const section = page.getByTestId('product-videos');
    await expect(section.getByRole('button', { name: /^Play video: / })).toBeVisible();
    await expect(section.getByRole('list', { name: videos.list })).toBeVisible();
    // Hydrated and the network quiet: a refetch on mount would have been sent by now.
    await page.waitForLoadState('networkidle');
    expect(campaignRequests).toEqual([]);
  });

  test('video campaign: first video selected, +3 and show less, choosing one selects it', async ({ page, brand }) => {
    const { videos } = productFor(brand.id);
    await gotoHydrated(page, videos.path);
    const section = page.getByTestId('product-videos');
    await expect(section.getByRole('heading', { level: 2, name: 'Videos' })).toBeVisible();
    // The first video is selected and is the one the play button plays.
    const selected = section.locator('button[aria-pressed="true"]');
    await expect(selected).toHaveCount(1);
    const firstTitle = (await section.getByRole('listitem').first().textContent())?.trim() ?? '';
    expect(firstTitle.startsWith(videos.firstTitle)).toBe(true);
    await expect(selected).toHaveText(firstTitle);
    await expect(section.getByRole('button', { name: `Play video: ${firstTitle}` })).toBeVisible();

    const list = section.getByRole('list', { name: videos.list });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(3);
    const group = list.locator('..');
    await group.getByRole('button', { name: `Show ${Math.min(3, videos.total - 3)} more` }).click();
    await expect(items).toHaveCount(Math.min(6, videos.total));
    await expect(items.nth(3).getByRole('button')).toBeFocused();
    await group.getByRole('button', { name: 'Show less' }).click();
    await expect(items).toHaveCount(3);
    await expect(group.getByRole('button', { name: /^Show \d more$/ })).toBeFocused();

    // Choosing a list item selects it; the player area follows.
    const second = items.nth(1).getByRole('button');
    const secondTitle = (await second.textContent())?.trim() ?? '';
    // The press comes right after "Show less" moved focus and scrolled the page, while the sticky
    // header slides back in (200 ms). Once in about 900 CI runs on a loaded 2-core host the press
    // was lost (the item stayed unpressed for 5 s; its retry passed). A visitor whose press is lost
    // presses again, so the test does the same, once, before it judges: a selection that never
    // works still fails.
    await expect(async () => {
      if ((await second.getAttribute('aria-pressed')) !== 'true') await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
    }).toPass({ intervals: [1_000], timeout: 8_000 });
    await expect(section.locator('button[aria-pressed="true"]')).toHaveCount(1);
    await expect(section.getByRole('button', { name: `Play video: ${secondTitle}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('stories: cards with category, date and title link to the story', async ({ page, brand }) => {
    const { videos } = productFor(brand.id);
    await gotoHydrated(page, videos.path);
    const section = page.getByTestId('product-stories');
    await expect(section.getByRole('heading', { level: 2, name: 'Stories' })).toBeVisible();
    const cards = section.getByRole('article');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first).toContainText(/^(Customer story|Application report)/);
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const title = (await first.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    const link = first.getByRole('link', { name: 'Read the story' });
    await expect(link).toHaveAttribute('href', /^\/en\/(solutions\/[a-z-]+|news)$/);
    await expect(link).toHaveAccessibleDescription(title);
    await link.click();
    await expect(page).toHaveURL(/\/en\/(solutions\/[a-z-]+|news)$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the video dialog opens by keyboard, plays with controls and closes with Escape (focus returns)', async ({ page, brand }) => {
    const { videos } = productFor(brand.id);
    await gotoHydrated(page, videos.path);
    const section = page.getByTestId('product-videos');
    const play = section.getByRole('button', { name: /^Play video: / });
    const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play video: /, '');
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toContainText('Your browser does not support HTML5 video.');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});
