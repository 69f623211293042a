import { expect, test } from '../../support/fixtures';
import { chooseNecessaryCookies } from '../../support/chrome';

/**
 * Issue 12, item 9: every brand's home page looks like a corporate home page in every language
 * (hero with a picture, product families, a story, events, a career promotion, contacts), and no
 * page a visitor reaches shows editors' notices ('No datasource item defined'): those live on the
 * test page /qa/missing-content. Smoke (home.spec.ts) runs axe on the home page at 1440 and 375 px.
 */
const NOTICE = 'No datasource item defined';

test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

for (const language of ['en', 'de', 'fr', 'it']) {
  test(`the ${language} home page is made of the home blocks, with pictures and no editor notice`, async ({ page, brand }) => {
    await page.goto(`/${language}/`);
    const main = page.getByRole('main');
    const h1 = main.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    if (language === 'en') await expect(h1).toHaveText(brand.homeHeading);
    // Product families, story, events, (shop,) career and contact each have their heading.
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(brand.shop ? 6 : 5);
    await expect(main.locator('img').first()).toBeVisible();
    expect(await main.locator('img').count()).toBeGreaterThanOrEqual(6);
    await expect(main.getByRole('link', { name: /.+/ }).first()).toBeVisible();
    await expect(page.getByText(NOTICE)).toHaveCount(0);
  });
}

test('the kitchen sink shows no editor notice; the test page /qa/missing-content shows them', async ({ page }) => {
  await page.goto('/en/qa/kitchen-sink');
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText('All content blocks');
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await expect(page.getByText('Unable to render Event Information component')).toHaveCount(0);

  await page.goto('/en/qa/missing-content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test page: missing content');
  // Accordion, download teaser, image slider and hero slider (spec discovery §8), and the event block.
  await expect(page.getByText(NOTICE)).toHaveCount(4);
  await expect(page.getByText('Unable to render Event Information component due to missing data.')).toHaveCount(1);
});
