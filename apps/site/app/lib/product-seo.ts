import type { PageMetaInput } from '@mbw/chrome';
import { productPagePath, type ProductPageView } from '@mbw/shop-catalog';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '@mbw/util';

/**
 * Head tags of a product page: the variant's name as title, MasterProductMetaDescription,
 * canonical = the variant URL in the page language, hreflang alternates of the same variant in
 * every site language (plus x-default), and the first product image for Open Graph.
 */
export function productPageMeta(input: { product: ProductPageView; siteName: string; origin: string; language: string }): PageMetaInput {
  const { product, origin } = input;
  const absolute = (language: string) =>
    new URL(productPagePath({ language, englishName: product.englishName, articleNumber: product.variant?.articleNumber ?? null }), origin).toString();
  const alternates: PageMetaInput['alternates'] = SITE_LANGUAGES.map((language) => ({ hrefLang: language, href: absolute(language) }));
  alternates.push({ hrefLang: 'x-default', href: absolute(DEFAULT_LANGUAGE) });
  const image = product.gallery.find((item) => item.kind === 'image');
  const description = product.metaDescription || product.description.intro;
  return {
    title: product.variant?.articleName || product.name,
    siteName: input.siteName,
    description,
    canonicalUrl: absolute(input.language),
    language: input.language,
    alternates,
    openGraph: {
      title: product.name,
      description,
      ...(image ? { image: { src: new URL(image.src, origin).toString(), ...(image.alt ? { alt: image.alt } : {}) } } : {}),
    },
  };
}
