import type { LoaderFunctionArgs } from 'react-router';
import brand from 'virtual:brand';
import { env, shopifyStore } from '../server/runtime/env.server';
import { protectedStoreAnswer } from '../shop/shop-endpoints.server';

/**
 * GET /protected/{commerce} (spec shop §1, §6; 000 §6, §8): the protected store's credentials, only
 * for a `testAccessKey` cookie equal to SHOP_TEST_ACCESS_KEY; no store → 404 with an empty body.
 * See shop/shop-endpoints.server.ts.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const config = env();
  return protectedStoreAnswer({
    commerce: params['commerce'],
    shopBrand: brand.shop,
    cookieHeader: request.headers.get('cookie'),
    testAccessKey: config.SHOP_TEST_ACCESS_KEY,
    store: brand.shop ? shopifyStore(config) : null,
    storefrontToken: config.SHOPIFY_STOREFRONT_TOKEN,
    apiVersion: config.SHOPIFY_STOREFRONT_API_VERSION,
  });
}
