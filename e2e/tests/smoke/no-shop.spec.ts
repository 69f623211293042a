import { expect, test } from '../../support/fixtures';
import { OWN_PAGE_HEADERS } from '../../support/own-page';

/**
 * Smoke, brands without a shop (group, sensor; spec shop §1): no shop endpoints. That their
 * product page shows no shop UI (no price, no add to cart, no cart icon) is checked on the smoke
 * product page's own load (product.spec.ts).
 */
test.describe('brands without a shop', () => {
  test('have no shop endpoints (404)', async ({ request, brand }) => {
    test.skip(brand.shop, 'a shop brand');
    const store = await request.get('/protected/shopify', {
      headers: { 'sec-fetch-site': 'none', cookie: 'testAccessKey=local-shop-test-key' },
    });
    expect(store.status()).toBe(404);
    expect(await store.text()).toBe('');
    expect((await request.get('/api/shopify/multipass', { headers: OWN_PAGE_HEADERS })).status()).toBe(404);
  });
});
