import { describe, expect, it } from 'vitest';
import { ORDER_DETAIL, accountBrands, accountPagesOf, orderDetailPath } from './account-pages.ts';

describe('the account pages of the accessibility gate', () => {
  it('reads every My Account screen signed in, the order pages on shop brands only, and the prompt anonymous', () => {
    expect(accountPagesOf(false).map((page) => `${page.path}${page.signedIn ? ' (signed in)' : ''}`)).toEqual([
      '/en/my-account',
      '/en/my-account/devices',
      '/en/my-account (signed in)',
      '/en/my-account/devices (signed in)',
      '/en/my-account/devices/register (signed in)',
      '/en/my-account/addresses (signed in)',
      '/en/my-account/newsletters (signed in)',
      '/en/my-account/wishlist',
      '/en/my-account/wishlist (signed in)',
      '/en/my-account/wishlist/items (signed in)',
    ]);
    expect(
      accountPagesOf(true)
        .slice(-2)
        .map((page) => page.path),
    ).toEqual(['/en/my-account/orders', ORDER_DETAIL]);
  });

  it('takes one shop brand and one without a shop in the CI subset, every brand standalone', () => {
    expect(accountBrands(true)).toEqual(['technologies', 'sensor']);
    expect(accountBrands(false)).toHaveLength(4);
    expect(
      accountPagesOf(true, true)
        .filter((page) => !page.signedIn)
        .map((page) => page.path),
    ).toEqual(['/en/my-account', '/en/my-account/wishlist']);
    expect(accountPagesOf(true, true).filter((page) => page.signedIn)).toHaveLength(9);
  });

  it('finds an order detail among the list page’s links', () => {
    expect(
      orderDetailPath([
        '/en/my-account',
        '/en/my-account/orders',
        '/en/my-account/orders/detail/5400000001003',
        '/en/my-account/orders/detail/5400000001002',
      ]),
    ).toBe('/en/my-account/orders/detail/5400000001003');
    expect(orderDetailPath(['/en/my-account/orders', '/en/my-account/orders/detail/'])).toBeUndefined();
  });
});
