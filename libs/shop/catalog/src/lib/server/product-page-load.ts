import type { Viewer } from '@mbw/account-data-access';
import type { BreadcrumbEntryData, ProductDataConfig, ProductVariant } from '@mbw/api-clients';
import type { DiscountBundle } from '@mbw/shop-data-access';
import type { OffersLoad } from '@mbw/shop-data-access/server';
import { articleNumberToSlug, matchSitePath, productNameToSlug } from '@mbw/util';
import { preloadProductPage } from '../components/product-page/lazy-product-page';
import { decideProductPage } from '../rules/product-decision';
import { productJsonLd } from '../rules/product-json-ld';
import { productPageMeta } from '../rules/product-page-meta';
import { findVariantByArticle, productPagePath } from '../rules/product-urls';
import { productPageView, type ProductPageView } from '../rules/product-view';
import { choicesWithOffers, defaultVariantOffers } from '../rules/variant-offers';
import type { CatalogPageHead, CatalogPageLoad, CatalogRequest } from './page-load';
import { loadProduct, type ProductLoad } from './product-load';
import { dehydrateProductLoad } from './product-queries';

/** What the product page needs beside the request: the gateway, and what the app asks elsewhere. */
export interface ProductPageContext extends CatalogRequest {
  config: ProductDataConfig;
  /** The shop shows for this visitor (spec shop §1): brand and shop check. */
  shop: boolean;
  /** Who asks: pre-launch products only for customers with access (spec product §2). */
  viewer: Viewer;
  /** The request's cache policy: 'private' when a cookie or the sign-in decides the page. */
  cachePolicy: 'shared' | 'private';
  /**
   * The app's in-process cache of product loads (shared between requests; its key names the
   * product, language, article number and market). Without it every request loads. A shared load
   * is not tied to one request's signal; `complete` says whether a load may be kept (found, and
   * no part the page can do without failed).
   */
  sharedLoad?: (key: string, load: () => Promise<ProductLoad>, complete: (load: ProductLoad) => boolean) => Promise<ProductLoad>;
  /** The breadcrumb trail to the product (Home › Products), loaded beside the product. */
  trail: () => Promise<BreadcrumbEntryData[]>;
  /** A signed-in customer's favourite contact (spec product §2); failing is no favourite. */
  favouriteContact: () => Promise<{ id: string | null; setCookie?: string }>;
  /** The shop's Storefront calls (shop visitors only): the variants' offers and a variant's bundles. */
  shopLoad: {
    offers: (variants: readonly ProductVariant[], product: string) => Promise<OffersLoad>;
    bundles: (productIds: readonly string[], product: string) => Promise<DiscountBundle[]>;
  };
}

/** What the shop part of the page is made from (the cart feature renders it): shop visitors only. */
export interface ProductShopInput {
  offers: OffersLoad | null;
  bundles: DiscountBundle[];
  variantId: number | null;
  condition: string | null;
  context: { productUrl: string; productName: string; brand: string; category: string; subcategory: string };
}

export interface ProductPageData extends CatalogPageHead {
  kind: 'product';
  product: ProductPageView;
  dehydrated: ReturnType<typeof dehydrateProductLoad>;
  favouriteContactId: string | null;
  shop: ProductShopInput;
}

/**
 * The page's path without the language, not URL-encoded: the language selector puts a language
 * before it (localizedPath encodes each segment).
 */
export function productItemPath(name: string, articleNumber: string | null): string {
  const base = `/product/${productNameToSlug(name)}`;
  return articleNumber ? `${base}/${articleNumberToSlug(articleNumber)}` : base;
}

/**
 * /{lang?}/product/{name}/{article?} (spec product §2, §4) on the server. Without an article
 * number, or with one that is not a variant, it redirects (302) to the default variant (shop
 * visitors: the cheapest available one, by the Storefront's offers); an unknown product is not
 * found; a failing gateway is 'unavailable'. Shop visitors get the offers and the bundles of the
 * URL's variant (one Storefront call each, side by side; their failure only takes the prices away).
 */
export async function loadProductPage(context: ProductPageContext): Promise<CatalogPageLoad<ProductPageData>> {
  const { url, language, market, origin, config } = context;
  const match = matchSitePath(url.pathname);
  // The route pattern also matches /{not a language}/product/…: not a product URL, so not a page.
  if (match.kind !== 'product') return { kind: 'not-found' };

  // The breadcrumb trail and the favourite contact load beside the product data; never an
  // unhandled rejection when the page redirects or is not found.
  const trail = context.trail();
  trail.catch(() => undefined);
  const favourite = context.favouriteContact();
  // The product's own calls (and the query keys the browser reads them under) use this request.
  const productRequest = { name: match.productSlug, language: language.tag };
  // A load with a part missing (its call failed) is not shared: the part would stay missing.
  let partMissing = false;
  const loadInput = {
    ...productRequest,
    articleNumber: match.articleNumber,
    market,
    onUnavailable: (part: string, error: { message: string }) => {
      partMissing = true;
      context.log(`product.${part}-unavailable`, { product: match.productSlug, language: language.tag, error: error.message });
    },
  };
  const load = context.sharedLoad
    ? await context.sharedLoad(
        JSON.stringify([productRequest.name, productRequest.language, match.articleNumber, market]),
        () => loadProduct(config, loadInput),
        (loaded) => loaded.kind === 'found' && !partMissing,
      )
    : await loadProduct(config, { ...loadInput, signal: context.signal });
  const shopVisitor = context.shop && load.kind === 'found' && load.variants.length > 0;
  // The bundles of the variant the URL names, asked at the same time (a URL without one redirects).
  const urlVariant = shopVisitor ? findVariantByArticle(load.variants, match.articleNumber) : null;
  const [offers, bundles] = shopVisitor
    ? await Promise.all([
        context.shopLoad.offers(load.variants, match.productSlug),
        context.shopLoad.bundles(urlVariant?.shopifyGlobalIds ?? [], match.productSlug),
      ])
    : [null, []];
  const variantOffers = defaultVariantOffers(offers);
  const decision = decideProductPage(load, {
    articleNumber: match.articleNumber,
    shop: context.shop,
    ...(variantOffers ? { offers: variantOffers } : {}),
    viewer: context.viewer,
  });
  // A page whose language or market came from a cookie differs per visitor: never shared by caches;
  // nor is one whose prices could not be loaded. A session refreshed while asking for the favourite:
  // the next request starts from the new token.
  const contact = await favourite;
  const response = {
    cache: context.cachePolicy === 'private' || offers?.status === 'unavailable' ? 'private' : 'public',
    ...(contact.setCookie ? { setCookie: contact.setCookie } : {}),
  } as const;

  if (decision.kind === 'redirect') {
    const target = productPagePath({ language: language.tag, englishName: decision.englishName, articleNumber: decision.articleNumber });
    return { kind: 'redirect', location: `${target}${url.search}`, response };
  }
  if (decision.kind === 'not-found') return { kind: 'not-found' };
  if (decision.kind === 'error')
    return {
      kind: 'unavailable',
      itemPath: productItemPath(match.productSlug, match.articleNumber),
      event: 'product.failed',
      error: decision.error,
    };

  // The server render must not suspend on the page's code (complete HTML, no streamed fallback).
  await preloadProductPage();
  // The similar accessories came with the load (null when their call failed: the grid is left
  // out). The videos go to the browser's query cache (dehydrated), where the video section reads
  // them; when their call failed the section says 'Something went wrong' and offers "Try again".
  const extras =
    load.kind === 'found'
      ? { similarAccessories: load.similarAccessories, videoCampaign: { tenant: config.tenant, ...productRequest } }
      : {};
  const view = productPageView({ ...decision, ...extras, language: language.tag });
  const product = offers ? { ...view, variantChoices: choicesWithOffers(view.variantChoices, offers) } : view;
  const trailToProducts = await trail;
  const variantId = decision.variant?.id ?? null;
  const page: ProductPageData = {
    kind: 'product',
    seo: productPageMeta({ product, siteName: context.siteName, origin, language: language.tag }),
    frame: {
      itemPath: productItemPath(product.englishName, product.variant?.articleNumber ?? null),
      breadcrumbs:
        trailToProducts.length > 0
          ? [...trailToProducts, { id: `product-${product.masterId}`, name: product.name, path: product.path }]
          : [],
      productTrail: true,
      structuredData: [productJsonLd(product, { origin })],
    },
    product,
    dehydrated: dehydrateProductLoad(config, productRequest, load),
    favouriteContactId: contact.id,
    // The hero's shop area (shop visitors only), and the bundles of the URL's variant when it is the page's.
    shop: {
      offers,
      bundles: offers?.status === 'ok' && variantId === (urlVariant?.id ?? null) ? bundles : [],
      variantId,
      condition: url.searchParams.get('condition'),
      context: {
        productUrl: `${origin}${product.path}`,
        productName: product.name,
        brand: product.brandName,
        category: decision.master.CategoryEn || decision.master.Category,
        subcategory: decision.master.SubCategoryEn || decision.master.SubCategory,
      },
    },
  };
  return { kind: 'page', page, response };
}
