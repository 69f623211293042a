/**
 * @mbw/shop — product page, variants, bundles, cart, checkout, wishlist, compare, downloads.
 * The product and downloads URL rules already live in @mbw/util (site-routes) because search
 * results and menus build the same links; the pages arrive with the catalog issue.
 */
export const SHOP_FEATURE = 'shop' as const;
