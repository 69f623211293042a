import brand from 'virtual:brand';
import { data, redirect, useLoaderData, useNavigation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import {
  ProductPage,
  ProductPageBlank,
  ProductPageError,
  preloadProductPage,
  productJsonLd,
  findVariantByArticle,
  productPagePath,
  productPageView,
  type ProductActionLinks,
  type VariantRowOffer,
} from '@mbw/shop-catalog';
import { decideProductPage, dehydrateProductLoad, loadProduct, productPageMeta } from '@mbw/shop-catalog/server';
import { ProductShopArea, ShopLegalText, VariantAvailability, preloadProductBundles, preloadProductShopArea, productPageMoney } from '@mbw/shop-cart';
import { useSite } from '@mbw/ui';
import { articleNumberToSlug, buildPageMeta, matchSitePath, moneyTexts, productNameToSlug, rememberMoneyTexts } from '@mbw/util';
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from '../server/runtime/cache-control';
import { accountApiUrl, env } from '../server/runtime/env.server';
import { favouriteContactOf } from '../server/upstream/favourite-contact.server';
import { PRODUCTS_ITEM_PATH, trailTo } from '../shell/chrome.server';
import { logEvent } from '../server/runtime/log.server';
import { notFoundPage } from '../shell/not-found.server';
import type { PageFrameData } from '../shell/frame-data';
import { productBundleSlots } from '../shop/product-bundle-slots';
import { productDataConfig } from '../server/upstream/product-data-config.server';
import { choicesWithOffers, defaultVariantOffers, demoDeviceCount, loadBundles, loadOffers, shopAreaData } from '../shop/product-offers.server';
import { pageFacts } from '../server/request/request-context';
import { credentialsOf } from '../server/session/session.server';
import { unavailablePage } from '../shell/unavailable.server';

/**
 * Where the hero's actions lead (content item paths, localised by AppLink). A signed-in customer
 * with a favourite contact gets 'get a quote' (the contact page's quote request) instead of 'find
 * a dealer' (spec product §2).
 */
const PRODUCT_LINKS: ProductActionLinks = { dealer: '/service/dealers', expert: '/contact', quote: '/contact' };

/**
 * /{lang?}/product/{name}/{article?} (spec product §2, §4): the product page of @mbw/shop-catalog,
 * loaded on the server. Without an article number, or with one that is not a variant, it redirects
 * (302) to the default variant (shop visitors: the cheapest available one, by the Storefront's
 * offers); an unknown product is the not-found page; a failing gateway renders 'Something went
 * wrong' (503) inside the site frame. Shop visitors get the hero's shop area (@mbw/shop-cart) in
 * the catalog's shop slot: the two features meet only here.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  const { language, publicOrigin: origin, market, viewer, cachePolicy, shop } = facts;
  const match = matchSitePath(url.pathname);
  // The route pattern also matches /{not a language}/product/…: not a product URL, so not a page.
  if (match.kind !== 'product') throw await notFoundPage(facts);

  // The breadcrumb trail (Home › Products) loads beside the product data; never an unhandled
  // rejection when the page redirects or is not found.
  const trail = trailTo(PRODUCTS_ITEM_PATH, language.tag);
  trail.catch(() => undefined);
  const config = productDataConfig();
  // Spec product §2: a signed-in customer's favourite contact turns 'find a dealer' into 'get a
  // quote'. Asked beside the product (anonymous visitors never ask); failing is no favourite.
  const settings = env();
  const favourite = favouriteContactOf({
    viewer,
    baseUrl: accountApiUrl(settings),
    timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
    signal: request.signal,
    credentials: () => credentialsOf(request, url),
    onFailure: (error) => logEvent('warn', 'product.favourite-contact-unavailable', { error: error instanceof Error ? error.message : String(error) }),
  });
  // The product's own calls (and the query keys the browser reads them under) use this request.
  const productRequest = { name: match.productSlug, language: language.tag };
  const load = await loadProduct(config, {
    ...productRequest,
    articleNumber: match.articleNumber,
    market,
    signal: request.signal,
    onUnavailable: (part, error) => logEvent('warn', `product.${part}-unavailable`, { product: match.productSlug, language: language.tag, error: error.message }),
  });
  // Shop visitors (spec shop §1): the variants' offers in one Storefront call; its failure only
  // takes the prices away (the shop area says so), never the page.
  const shopInput = { market, language: language.language, product: match.productSlug, signal: request.signal };
  const shopVisitor = brand.shop && shop && load.kind === 'found' && load.variants.length > 0;
  // The bundles of the variant the URL names, asked at the same time (a URL without one redirects).
  const urlVariant = shopVisitor ? findVariantByArticle(load.variants, match.articleNumber) : null;
  const [offers, bundles] = shopVisitor
    ? await Promise.all([loadOffers(load.variants, shopInput), loadBundles(urlVariant?.shopifyGlobalIds ?? [], shopInput)])
    : [null, []];
  const variantOffers = defaultVariantOffers(offers);
  const decision = decideProductPage(load, {
    articleNumber: match.articleNumber,
    shop: brand.shop && shop,
    ...(variantOffers ? { offers: variantOffers } : {}),
    canAccessPreLaunch: viewer.canAccessPreLaunchProducts,
  });
  // A page whose language or market came from a cookie differs per visitor: never shared by caches;
  // nor is one whose prices could not be loaded.
  const contact = await favourite;
  const headers: Record<string, string> = { 'Cache-Control': cachePolicy === 'private' || offers?.status === 'unavailable' ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE };
  // A session refreshed while asking for the favourite: the next request starts from the new token.
  if (contact.setCookie) headers['Set-Cookie'] = contact.setCookie;

  if (decision.kind === 'redirect') {
    const target = productPagePath({ language: language.tag, englishName: decision.englishName, articleNumber: decision.articleNumber });
    throw redirect(`${target}${url.search}`, { status: 302, headers });
  }
  if (decision.kind === 'not-found') throw await notFoundPage(facts);
  if (decision.kind === 'error') {
    return unavailablePage(facts, { url, itemPath: productItemPath(match.productSlug, match.articleNumber), event: 'product.failed', error: decision.error });
  }

  // The server render must not suspend on the page's code (complete HTML, no streamed fallback).
  const pageBundles = offers?.status === 'ok' && decision.variant?.id === urlVariant?.id ? bundles : [];
  await Promise.all([preloadProductPage(), offers ? preloadProductShopArea() : undefined, pageBundles.length > 0 ? preloadProductBundles() : undefined]);
  // The similar accessories came with the load (null when their call failed: the grid is left
  // out). The videos go to the browser's query cache (dehydrated), where the video section reads
  // them; when their call failed the section says 'Something went wrong' and offers "Try again".
  const extras = load.kind === 'found' ? { similarAccessories: load.similarAccessories, videoCampaign: { tenant: config.tenant, ...productRequest } } : {};
  const view = productPageView({ ...decision, ...extras, language: language.tag });
  const product = offers ? { ...view, variantChoices: choicesWithOffers(view.variantChoices, offers) } : view;
  // The hero's shop area, server-rendered from the offers (shop visitors only).
  const shopArea = offers
    ? {
        data: shopAreaData(offers, decision.variant?.id ?? null, url.searchParams.get('condition')),
        context: {
          productUrl: `${origin}${product.path}`,
          productName: product.name,
          brand: product.brandName,
          category: decision.master.CategoryEn || decision.master.Category,
          subcategory: decision.master.SubCategoryEn || decision.master.SubCategory,
        },
      }
    : null;
  // The prices the shop parts show first, formatted here: the page hydrates without Intl (ICU's
  // start-up is ~150 ms of a phone's main thread), with the very texts of the server HTML.
  const prices = moneyTexts(productPageMoney(shopArea?.data ?? null, pageBundles), language.language);
  const dehydrated = dehydrateProductLoad(config, productRequest, load);
  const seo = productPageMeta({ product, siteName: brand.displayName, origin, language: language.tag });
  const trailToProducts = await trail;
  const frame: PageFrameData = {
    itemPath: productItemPath(product.englishName, product.variant?.articleNumber ?? null),
    breadcrumbs: trailToProducts.length > 0 ? [...trailToProducts, { id: `product-${product.masterId}`, name: product.name, path: product.path }] : [],
    productTrail: true,
    structuredData: [productJsonLd(product, { origin })],
  };
  // Shop visitors: the way to the variant's demo devices (spec product §1, §2 `?condition=used`).
  const demoDevices = offers ? { count: demoDeviceCount(offers, decision.variant?.id ?? null), condition: url.searchParams.get('condition') } : null;
  return data({ kind: 'product' as const, seo, frame, product, dehydrated, shopArea, bundles: pageBundles, prices, favouriteContactId: contact.id, demoDevices }, { headers });
}

/**
 * The page's path without the language, not URL-encoded: the language selector puts a language
 * before it (localizedPath encodes each segment).
 */
function productItemPath(name: string, articleNumber: string | null): string {
  const base = `/product/${productNameToSlug(name)}`;
  return articleNumber ? `${base}/${articleNumberToSlug(articleNumber)}` : base;
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

/** The product name of a product URL in lower case (spaces and dashes alike), or null. */
function productKey(pathname: string): string | null {
  const match = matchSitePath(pathname);
  return match.kind === 'product' ? match.productSlug.replace(/\s+/g, '-').toLowerCase() : null;
}

/** A variant table row's stock and delivery time: the hero's availability component (@mbw/shop-cart). */
function renderVariantAvailability(offer: VariantRowOffer) {
  return (
    <VariantAvailability
      offer={{ availableForSale: offer.available, currentlyNotInStock: offer.currentlyNotInStock ?? false, quantityAvailable: offer.quantityAvailable ?? null, deliveryTime: offer.deliveryTime ?? null }}
    />
  );
}

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const site = useSite();
  if (page.kind === 'unavailable') return <ProductPageError retryHref={page.retryHref} />;
  // Spec product §2/§4: moving to another product resets the page; until its data is there, the
  // page is a blank full-height area (a variant of the same product keeps the page meanwhile).
  const current = page.product.englishName.replace(/\s+/g, '-').toLowerCase();
  const next = navigation.state === 'loading' ? productKey(navigation.location.pathname) : null;
  if (next !== null && next !== current) return <ProductPageBlank />;
  // Shop visitors (the loader's shop area is there only then): the bundles section and the hero's link to it.
  const shopArea = page.shopArea;
  // The shop area's chunk downloads beside the page's own, not after it (both are lazy).
  if (shopArea && typeof window !== 'undefined') void preloadProductShopArea();
  if (page.bundles.length > 0 && typeof window !== 'undefined') void preloadProductBundles();
  // Before the shop parts render: their prices come from the server's texts (no Intl while hydrating).
  if (typeof window !== 'undefined') rememberMoneyTexts(page.prices);
  const bundles = productBundleSlots(page.product, page.bundles, site.language);
  return (
    <ProductPage
      product={page.product}
      links={PRODUCT_LINKS}
      favouriteContactId={page.favouriteContactId}
      {...(page.demoDevices ? { demoDevices: page.demoDevices, renderVariantAvailability } : {})}
      dehydrated={page.dehydrated}
      shopSlot={shopArea ? <ProductShopArea data={shopArea.data} context={shopArea.context} /> : undefined}
      legalSlot={shopArea ? <ShopLegalText /> : undefined}
      {...bundles}
    />
  );
}
