import { pageMeta, publicImageUrl, type PageMetaInput } from '@mbw/util';
import { productPagePath } from './product-urls';
import type { ProductPageView } from './product-view';

/**
 * Head tags of a product page: the variant's name as title, MasterProductMetaDescription,
 * canonical = the variant URL in the page language, hreflang alternates of the same variant in
 * every site language (plus x-default), and the first product image for Open Graph.
 */
export function productPageMeta(input: { product: ProductPageView; siteName: string; origin: string; language: string }): PageMetaInput {
  const { product, origin } = input;
  const image = product.gallery.find((item) => item.kind === 'image');
  const imageUrl = publicImageUrl(image?.src, origin);
  const description = product.metaDescription || product.description.intro;
  return pageMeta({
    title: product.variant?.articleName || product.name,
    siteName: input.siteName,
    origin,
    language: input.language,
    pathFor: (language) =>
      productPagePath({ language, englishName: product.englishName, articleNumber: product.variant?.articleNumber ?? null }),
    description,
    openGraph: {
      title: product.name,
      description,
      ...(image && imageUrl ? { image: { src: imageUrl, ...(image.alt ? { alt: image.alt } : {}) } } : {}),
    },
  });
}
