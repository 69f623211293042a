import { msg } from '@lingui/core/macro';
import brand from 'virtual:brand';
import { data, redirect, useLoaderData, useNavigation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { Breadcrumb, FallbackNotFound, NotFound, SiteFooter, SiteHeader, SkipLink, buildPageMeta } from '@mbw/chrome';
import { ComponentMapProvider, Placeholder } from '@mbw/content-blocks';
import {
  ProductPage,
  ProductPageBlank,
  ProductPageError,
  preloadProductPage,
  productJsonLd,
  productPagePath,
  productPageView,
  type ProductActionLinks,
} from '@mbw/shop-catalog';
import { articleNumberToSlug, matchSitePath, productNameToSlug, type LanguageTag } from '@mbw/util';
import { serverI18n } from '../i18n/messages.server';
import { CACHE_PRIVATE, CACHE_PUBLIC_PAGE } from '../lib/cache-control';
import { componentMap } from '../lib/component-map';
import { logEvent } from '../lib/log.server';
import { requestContext } from '../lib/request-context';
import { notFoundPageData } from '../lib/not-found-page.server';
import { PageFrame } from '../lib/page-frame';
import { contentPageMeta } from '../lib/page-seo';
import { decideProductPage } from '../lib/product-decision';
import { loadProduct, productDataConfig } from '../lib/product-data.server';
import { productFrameFor } from '../lib/product-frame.server';
import { productPageMeta } from '../lib/product-seo';

/**
 * Where the hero's actions lead (content item paths, localised by AppLink). The 'get a quote' link
 * for visitors with a favourite contact comes with the account issue.
 */
const PRODUCT_LINKS: ProductActionLinks = { dealer: '/service/dealers', expert: '/contact' };

/**
 * /{lang?}/product/{name}/{article?} (spec product §2, §4): the master product, then its variants
 * (with the short data, technical titles, similar accessories and video campaign beside them)
 * from the product-data gateway, all on the server. Without an article number, or with one that
 * is not a variant, it redirects (302) to the default variant; an unknown product is the content
 * 404 page; a failing gateway renders 'Something went wrong' (503) inside the site frame.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const { language, publicOrigin: origin, market, viewer, cachePolicy } = context.get(requestContext);
  const match = matchSitePath(url.pathname);
  // A page whose language or market came from a cookie differs per visitor: never shared by caches.
  const personal = cachePolicy === 'private';
  const headers = new Headers();

  // The route pattern also matches /{not a language}/product/…: not a product URL, so not a page.
  if (match.kind !== 'product') return notFoundPage({ language, headers, personal, origin });

  // The frame (header, footer, breadcrumb) loads beside the product data.
  const framePromise = productFrameFor(language.tag);
  // Not awaited when the product redirects or is not found: never an unhandled rejection.
  framePromise.catch(() => undefined);
  const load = await loadProduct(productDataConfig(), {
    name: match.productSlug,
    language: language.tag,
    articleNumber: match.articleNumber,
    market,
    signal: request.signal,
  });
  const decision = decideProductPage(load, {
    articleNumber: match.articleNumber,
    shop: brand.shop,
    canAccessPreLaunch: viewer.canAccessPreLaunchProducts,
  });

  if (decision.kind === 'redirect') {
    headers.set('Cache-Control', personal ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE);
    const target = productPagePath({ language: language.tag, englishName: decision.englishName, articleNumber: decision.articleNumber });
    throw redirect(`${target}${url.search}`, { status: 302, headers });
  }

  if (decision.kind === 'not-found') return notFoundPage({ language, headers, personal, origin });

  const frame = await framePromise;
  const itemPath = productItemPath(match.productSlug, match.articleNumber);

  if (decision.kind === 'error') {
    logEvent('error', 'product.failed', { path: url.pathname, language: language.tag, error: decision.error.message });
    headers.set('Cache-Control', CACHE_PRIVATE);
    const i18n = await serverI18n(language.language);
    const seo = { ...contentPageMeta({ route: null, fallbackTitle: i18n._(msg`Something went wrong`), siteName: brand.displayName, origin, language: language.tag, itemPath }), noindex: true };
    return data(
      { kind: 'error' as const, language: language.tag, itemPath, seo, chrome: frame.chrome, breadcrumbs: [], retryHref: url.pathname + url.search, jsonLd: null },
      { status: 503, headers },
    );
  }

  headers.set('Cache-Control', personal ? CACHE_PRIVATE : CACHE_PUBLIC_PAGE);
  // The server render must not suspend on the page's code (complete HTML, no streamed fallback).
  await preloadProductPage();
  // The similar accessories and videos came with the load (null when their call failed: the grid
  // is left out, the video section says 'Something went wrong').
  const extras = load.kind === 'found' ? { similarAccessories: load.similarAccessories, videoCampaign: load.videoCampaign } : {};
  const product = productPageView({ ...decision, ...extras, language: language.tag });
  const seo = productPageMeta({ product, siteName: brand.displayName, origin, language: language.tag });
  const breadcrumbs = frame.breadcrumbs.length > 0 ? [...frame.breadcrumbs, { id: `product-${product.masterId}`, name: product.name, path: product.path }] : [];
  return data(
    {
      kind: 'product' as const,
      language: language.tag,
      itemPath: productItemPath(product.englishName, product.variant?.articleNumber ?? null),
      seo,
      chrome: frame.chrome,
      breadcrumbs,
      product,
      jsonLd: productJsonLd(product, { origin }),
    },
    { headers },
  );
}

/**
 * The page's path without the language, not URL-encoded: the language selector puts a language
 * before it (localizedPath encodes each segment).
 */
function productItemPath(name: string, articleNumber: string | null): string {
  const base = `/product/${productNameToSlug(name)}`;
  return articleNumber ? `${base}/${articleNumberToSlug(articleNumber)}` : base;
}

/** The content 404 page, as the content route renders it (spec product §8: no breadcrumb). */
function notFoundPage(input: { language: LanguageTag; headers: Headers; personal: boolean; origin: string }) {
  return notFoundPageData(input, { breadcrumbs: [], jsonLd: null });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (!loaderData) return [];
  const tags = buildPageMeta(loaderData.seo);
  return loaderData.jsonLd ? [...tags, { 'script:ld+json': loaderData.jsonLd }] : tags;
};

/** The product name of a product URL in lower case (spaces and dashes alike), or null. */
function productKey(pathname: string): string | null {
  const match = matchSitePath(pathname);
  return match.kind === 'product' ? match.productSlug.replace(/\s+/g, '-').toLowerCase() : null;
}

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  // Spec product §2/§4: moving to another product resets the page; until its data is there, the
  // page is a blank full-height area (a variant of the same product keeps the page meanwhile).
  const current = page.kind === 'product' ? page.product.englishName.replace(/\s+/g, '-').toLowerCase() : null;
  const next = navigation.state === 'loading' ? productKey(navigation.location.pathname) : null;
  const switchingProduct = current !== null && next !== null && next !== current;
  return (
    <PageFrame language={page.language} itemPath={page.itemPath}>
      <ComponentMapProvider map={componentMap}>
        <SkipLink />
        {page.chrome ? <Placeholder name="jss-header" rendering={page.chrome} /> : <SiteHeader fields={{}} />}
        {page.breadcrumbs.length > 0 ? <Breadcrumb items={page.breadcrumbs} isProductPage /> : null}
        <main id="main" tabIndex={-1}>
          {page.kind === 'product' ? switchingProduct ? <ProductPageBlank /> : <ProductPage product={page.product} links={PRODUCT_LINKS} /> : null}
          {page.kind === 'error' ? <ProductPageError retryHref={page.retryHref} /> : null}
          {page.kind === 'not-found' ? <NotFound fields={page.notFound} /> : null}
          {page.kind === 'not-found-fallback' ? <FallbackNotFound /> : null}
        </main>
        {page.chrome ? <Placeholder name="jss-footer" rendering={page.chrome} /> : <SiteFooter fields={{}} />}
      </ComponentMapProvider>
    </PageFrame>
  );
}
