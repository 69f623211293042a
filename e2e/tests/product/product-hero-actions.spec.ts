import { signIn } from '../../support/account-session';
import { chooseNecessaryCookies, gotoHydrated } from '../../support/chrome';
import { expect, test } from '../../support/fixtures';

/**
 * The hero's visitor-dependent parts (issue 23 item 10): 'get a quote' for a signed-in customer
 * with a favourite contact instead of 'find a dealer' (spec product §2; flow brands, the shop plays
 * no part), the way to a variant's demo devices and back (spec product §1, §2 `?condition=used`)
 * and the variant table's stock and delivery time (spec product §2 "Shop table availability"),
 * both shop features (shop brands).
 */
test.beforeEach(async ({ context, baseURL }) => {
  await chooseNecessaryCookies(context, baseURL);
});

test.describe('hero contact action @flow', () => {
  test('anonymous visitors find a dealer; a customer with a favourite contact gets a quote from it', async ({ page, brand }) => {
    const productPath = `/en/product/${brand.product.slug}`;
    await gotoHydrated(page, productPath);
    const main = page.getByRole('main');
    // The map, filtered by the product's solutions; the expert concern's contact page with the product (issue 28).
    const dealer = new URL((await main.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')) ?? '', page.url());
    expect(dealer.pathname).toBe('/en/sales-and-service-points');
    expect(dealer.searchParams.get('solutions')).toMatch(/^[a-z0-9-]+(,[a-z0-9-]+)*$/);
    const expert = new URL((await main.getByRole('link', { name: 'Talk to an expert' }).getAttribute('href')) ?? '', page.url());
    expect(expert.pathname).toBe('/en/contact/talk-to-an-expert');
    expect(expert.searchParams.get('product')).toBe(brand.product.name);
    expect(expert.searchParams.get('solutions')).toBe(dealer.searchParams.get('solutions'));
    await expect(main.getByRole('link', { name: 'Get a quote' })).toHaveCount(0);

    // Jonas Weber's favourite contact is seeded (tools/local-services account seed) and no test changes it.
    await signIn(page, 'jonas.weber@example.com', '/en/my-account');
    await gotoHydrated(page, productPath);
    const quote = main.getByRole('link', { name: 'Get a quote' });
    await expect(quote).toBeVisible();
    await expect(main.getByRole('link', { name: 'Find a dealer' })).toHaveCount(0);
    const href = new URL((await quote.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/en/contact/get-a-quote');
    expect(href.searchParams.get('contactPoint')).toMatch(/\S/);
    expect(href.searchParams.get('product')).toBe(brand.product.name);
    // The article number of the variant the page shows (the default variant after the redirect).
    const articleNumber = new URL(page.url()).pathname.split('/').pop()?.replace('-', '.');
    expect(href.searchParams.get('articleNumber')).toBe(articleNumber);
  });
});

test.describe('demo devices and the variant table @shop', () => {
  test('a visitor finds a variant’s demo devices through the hero and comes back to the new device', async ({ page }) => {
    // BLAZE PLUS 617.419 has a used and a refurbished demo device on both shop brands (the stand-in's seed).
    await gotoHydrated(page, '/en/product/BLAZE-PLUS/617-419');
    const main = page.getByRole('main');
    await expect(page.getByTestId('shop-area')).not.toContainText('demo device');
    await main.getByRole('link', { name: 'Also available as a demo device (2)' }).click();
    await expect(page).toHaveURL(/\/en\/product\/BLAZE-PLUS\/617-419\?condition=used$/);
    await expect(page.getByTestId('shop-area')).toContainText(/(Used|Refurbished) demo device/);
    await main.getByRole('link', { name: 'Show the new device' }).click();
    await expect(page).toHaveURL(/\/en\/product\/BLAZE-PLUS\/617-419$/);
    await expect(main.getByRole('link', { name: 'Also available as a demo device (2)' })).toBeVisible();
  });

  test('the variant table shows each variant’s stock and delivery time, with the hero’s tooltip', async ({ page, brand }) => {
    await gotoHydrated(page, `/en/product/${brand.product.slug}`);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Choose variant \(\d+\)$/ })
      .click();
    const dialog = page.getByRole('dialog', {
      name: `Variants of ${brand.product.name}`,
    });
    const table = dialog.getByTestId('variant-table');
    const stocks = table.getByTestId('shop-stock');
    await expect(stocks.first()).toBeVisible();
    const rows = await table.locator('tbody tr').count();
    await expect(stocks).toHaveCount(rows);
    for (const text of await stocks.allTextContents())
      expect(text).toMatch(/^(In stock|Only \d+ left in stock|Only a few left in stock|Currently not in stock|Not in stock)$/);
    await expect(table).not.toContainText(/^Available$|^Not available$/);
    await expect(table.getByTestId('shop-delivery').first()).toHaveText(/Delivery in|Longer delivery time/);
    // Keyboard focus on a row's stock opens the tooltip with stock and delivery time, as in the hero.
    const first = (await stocks.first().textContent()) ?? '';
    const trigger = table.getByRole('button', { name: first }).first();
    await trigger.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toContainText('Stock:');
    await expect(tooltip).toContainText('Delivery time:');
  });
});
