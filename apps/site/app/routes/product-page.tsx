import { useLoaderData, useNavigation, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ProductPage, ProductPageBlank, ProductPageError, isLeavingForOtherProduct, type ProductActionLinks } from '@mbw/shop-catalog';
import { loadProductPage } from '@mbw/shop-catalog/server';
import { productShopPart, productShopSlots } from '@mbw/shop-cart';
import { WishlistButton } from '@mbw/shop-wishlist';
import { CompareButton } from '@mbw/shop-compare';
import { useSite } from '@mbw/ui';
import { buildPageMeta } from '@mbw/util';
import { pageFacts } from '../server/request/request-context';
import { productPageContext } from '../shop/catalog-page-context.server';
import { catalogPageResponse } from '../shell/catalog-response.server';

/** The hero's map, expert and quote links (issue 28; localised by AppLink; 'get a quote' with a favourite contact, spec product §2). */
const PRODUCT_LINKS: ProductActionLinks = {
  dealer: '/sales-and-service-points',
  expert: '/contact/talk-to-an-expert',
  quote: '/contact/get-a-quote',
};

/**
 * /{lang?}/product/{name}/{article?} (spec product §2, §4): the product page of @mbw/shop-catalog
 * (loadProductPage: redirect to the default variant, not found, 'Something went wrong' or the
 * page), with the hero's shop part of @mbw/shop-cart for shop visitors: the two features meet only here.
 */
export async function loader({ request, url, context }: LoaderFunctionArgs) {
  const facts = await pageFacts(context);
  return catalogPageResponse(facts, await loadProductPage(productPageContext(facts, request, url)), {
    url,
    messages: ['shop-catalog', 'shop-cart', 'shop-wishlist', 'shop-compare'],
    finish: async ({ shop, ...page }) => ({ ...page, shop: await productShopPart({ ...shop, language: facts.language.language }) }),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page }) => (page ? buildPageMeta(page.seo) : []);

export default function ProductRoute() {
  const page = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const site = useSite();
  if (page.kind === 'unavailable') return <ProductPageError retryHref={page.retryHref} />;
  if (isLeavingForOtherProduct(page.product.englishName, navigation.state === 'loading' ? navigation.location.pathname : null))
    return <ProductPageBlank />;
  return (
    <ProductPage
      product={page.product}
      links={PRODUCT_LINKS}
      favouriteContactId={page.favouriteContactId}
      dehydrated={page.dehydrated}
      wishlistSlot={
        <WishlistButton variantId={page.product.variant ? String(page.product.variant.id) : null} productName={page.product.englishName} />
      }
      compareSlot={<CompareButton product={{ id: page.product.masterId, category: page.product.categoryEn, name: page.product.name }} />}
      {...productShopSlots(page.shop, page.product, site.language)}
    />
  );
}
