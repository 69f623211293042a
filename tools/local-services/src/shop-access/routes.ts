import { json, type Route } from '../http/types.ts';

/**
 * The shop-availability check (spec shop §1: "a remote check that takes the country, a test access
 * key and the site name"; its details are not in the spec). The real service is the operator's;
 * this stand-in's rule, documented in the README:
 * - only the shop sites answer yes (SHOP_SITES: technologies, welding-tools);
 * - in a shop country (SHOP_COUNTRIES: the markets the Storefront stand-in prices) the shop is on;
 * - in any other country it is on only with the valid test access key (testers of a market that
 *   is not live yet), so the key is how a tester sees a closed market's shop.
 *
 * `GET /shop-access?country=CH&site=technologies&testAccessKey=…` → 200 `{ "shop": true|false }`;
 * a missing or malformed country or site → 400 `{ message }`.
 */
export const SHOP_ACCESS_PATH = '/shop-access';
export const SHOP_SITES: readonly string[] = ['technologies', 'welding-tools'];
export const SHOP_COUNTRIES: readonly string[] = ['CH', 'DE', 'AT', 'FR', 'IT', 'LI', 'NL', 'BE', 'LU', 'GB', 'US'];
/** The key testers put into their `testAccessKey` cookie; the site's SHOP_TEST_ACCESS_KEY default. */
export const LOCAL_TEST_ACCESS_KEY = 'local-shop-test-key';

export function shopAccess(input: { country: string; site: string; testAccessKey: string | null }): boolean {
  if (!SHOP_SITES.includes(input.site)) return false;
  if (SHOP_COUNTRIES.includes(input.country)) return true;
  return input.testAccessKey === LOCAL_TEST_ACCESS_KEY;
}

export function shopAccessRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: SHOP_ACCESS_PATH,
      service: 'shop-access',
      handler: ({ url }) => {
        const country = (url.searchParams.get('country') ?? '').trim().toUpperCase();
        const site = (url.searchParams.get('site') ?? '').trim();
        if (!/^[A-Z]{2}$/.test(country)) return json(400, { message: 'country must be an ISO 3166 alpha-2 code' });
        if (!/^[A-Za-z0-9-]{1,40}$/.test(site)) return json(400, { message: 'site must be a site name' });
        const key = url.searchParams.get('testAccessKey');
        return json(200, { shop: shopAccess({ country, site, testAccessKey: key && key.length <= 128 ? key : null }) });
      },
    },
  ];
}
