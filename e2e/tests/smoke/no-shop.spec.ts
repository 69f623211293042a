import { expect, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * Smoke, brands without a shop (group, sensor; spec shop §1): no shop UI at all — no price, no add
 * to cart, no cart icon — and no shop endpoints.
 */
test.describe('brands without a shop', () => {
  test('show no price, no add-to-cart and no cart icon on the product page', async ({ page, brand }) => {
    test.skip(brand.shop, 'a shop brand');
    await page.goto(`/en/product/${brand.product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand.product.name);
    await expect(page.getByTestId('shop-area')).toHaveCount(0);
    await expect(page.getByTestId('shop-price')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/€|CHF/);
  });

  test('have no shop endpoints (404)', async ({ request, brand }) => {
    test.skip(brand.shop, 'a shop brand');
    const store = await request.get('/protected/shopify', { headers: { 'sec-fetch-site': 'none', cookie: 'testAccessKey=local-shop-test-key' } });
    expect(store.status()).toBe(404);
    expect(await store.text()).toBe('');
    expect((await request.get('/api/shopify/multipass', { headers: OWN_PAGE_HEADERS })).status()).toBe(404);
  });
});
