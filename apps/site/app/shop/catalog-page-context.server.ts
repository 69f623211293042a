import brand from 'virtual:brand';
import { type DownloadsPageContext, type ProductPageContext } from '@mbw/shop-catalog/server';
import { loadBundles, loadOffers, type ShopLoadSettings } from '@mbw/shop-data-access/server';
import { serverI18n } from '../i18n/messages.server';
import { accountApiUrl, env, shopifyStore } from '../server/runtime/env.server';
import { logEvent } from '../server/runtime/log.server';
import type { PageFacts } from '../server/request/request-context';
import { credentialsOf } from '../server/session/session.server';
import { favouriteContactOf } from '../server/upstream/favourite-contact.server';
import { productDataConfig } from '../server/upstream/product-data-config.server';
import { sharedProductLoad } from '../server/upstream/product-cache.server';
import { catalogRequest } from '../shell/catalog-response.server';
import { PRODUCTS_ITEM_PATH, trailTo } from '../shell/chrome.server';

/**
 * What the product page of @mbw/shop-catalog needs of the app for this request: the gateway, the
 * breadcrumb trail (Home › Products), a signed-in customer's favourite contact (spec product §2:
 * 'get a quote' instead of 'find a dealer'; anonymous visitors never ask; failing is no favourite)
 * and, for shop visitors (spec shop §1), the Storefront calls of @mbw/shop-data-access with the
 * store's address and token, aborted with the request or after UPSTREAM_TIMEOUT_MS.
 */
export function productPageContext(facts: PageFacts, request: Request, url: URL): ProductPageContext {
  const settings = env();
  const shopSettings: ShopLoadSettings = {
    store: shopifyStore(settings),
    token: settings.SHOPIFY_STOREFRONT_TOKEN,
    apiVersion: settings.SHOPIFY_STOREFRONT_API_VERSION,
    timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
    onFailure: (event, fields) => logEvent('warn', event, fields),
  };
  const shopInput = (product: string) => ({ market: facts.market, language: facts.language.language, product, signal: request.signal });
  return {
    ...catalogRequest(facts, request, url),
    config: productDataConfig(),
    sharedLoad: sharedProductLoad,
    shop: brand.shop && facts.shop,
    viewer: facts.viewer,
    cachePolicy: facts.cachePolicy,
    trail: () => trailTo(PRODUCTS_ITEM_PATH, facts.language.tag),
    favouriteContact: () =>
      favouriteContactOf({
        viewer: facts.viewer,
        baseUrl: accountApiUrl(settings),
        timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
        signal: request.signal,
        credentials: () => credentialsOf(request, url),
        onFailure: (error) =>
          logEvent('warn', 'product.favourite-contact-unavailable', { error: error instanceof Error ? error.message : String(error) }),
      }),
    shopLoad: {
      offers: (variants, product) => loadOffers(variants, shopInput(product), shopSettings),
      bundles: (productIds, product) => loadBundles(productIds, shopInput(product), shopSettings),
    },
  };
}

/** What the downloads page needs of the app: the gateway, the viewer's downloads rights (spec product §5, §6), the device, the messages. */
export function downloadsPageContext(facts: PageFacts, request: Request, url: URL): DownloadsPageContext {
  return {
    ...catalogRequest(facts, request, url),
    config: productDataConfig(),
    viewer: facts.viewer,
    userAgent: request.headers.get('user-agent'),
    i18n: () => serverI18n(facts.language.language),
  };
}
