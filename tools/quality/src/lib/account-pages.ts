import { BRAND_IDS, type BrandId } from '@mbw/testing';

/**
 * The My Account pages the accessibility gate reads (issue 14): anonymous (greyed tabs and the
 * sign-in prompt) and signed in as a demo customer with devices, addresses and orders. The order
 * pages exist on shop brands only; the detail's path is read from the list's links.
 */
export interface AccountPage {
  name: string;
  /** The page's path, or 'order detail': the first order link of the signed-in order list. */
  path: string;
  signedIn: boolean;
  shopOnly?: boolean;
  /** Left out of the CI subset (the same anonymous shell as the page before it). */
  fullOnly?: boolean;
}

/** The demo customer with devices, addresses and orders (tools/local-services README "Sign-in"). */
export const ACCOUNT_CUSTOMER = { email: 'jonas.weber@example.com', password: 'kestrel-demo' } as const;

export const ORDER_LIST_PATH = '/en/my-account/orders';
export const ORDER_DETAIL = 'order detail';

export const ACCOUNT_PAGES: readonly AccountPage[] = [
  { name: 'my account (anonymous)', path: '/en/my-account', signedIn: false },
  { name: 'devices (anonymous)', path: '/en/my-account/devices', signedIn: false, fullOnly: true },
  { name: 'my account: profile, favourite contact', path: '/en/my-account', signedIn: true },
  { name: 'devices', path: '/en/my-account/devices', signedIn: true },
  { name: 'device registration', path: '/en/my-account/devices/register', signedIn: true },
  { name: 'addresses', path: '/en/my-account/addresses', signedIn: true },
  { name: 'newsletters', path: '/en/my-account/newsletters', signedIn: true },
  // Wishlists (issue 27): the cookie list's overview for a visitor, the customer's lists and a list's items.
  { name: 'wishlist (anonymous)', path: '/en/my-account/wishlist', signedIn: false },
  { name: 'wishlists', path: '/en/my-account/wishlist', signedIn: true },
  { name: 'wishlist items', path: '/en/my-account/wishlist/items', signedIn: true },
  { name: 'orders', path: ORDER_LIST_PATH, signedIn: true, shopOnly: true },
  { name: 'order detail', path: ORDER_DETAIL, signedIn: true, shopOnly: true },
];

/**
 * The brands whose account pages are read. The CI subset (`--quick`, on a 2-core machine inside a
 * tight CI budget) takes one shop brand and one without a shop; the standalone command every brand.
 */
export function accountBrands(quick: boolean): readonly BrandId[] {
  return quick ? ['technologies', 'sensor'] : BRAND_IDS;
}

/** The account pages of a brand (the order pages only where it has a shop; `quick`: the CI subset's). */
export function accountPagesOf(shop: boolean, quick = false): AccountPage[] {
  return ACCOUNT_PAGES.filter((page) => (shop || !page.shopOnly) && !(quick && page.fullOnly));
}

/** The first order detail link among a page's link targets (the list's rows and cards link to /…/orders/detail/{id}). */
export function orderDetailPath(hrefs: readonly string[]): string | undefined {
  return hrefs.find((href) => /\/my-account\/orders\/detail\/[^/?#]+$/.test(href));
}
