import { parseArticleNumber, productPath } from '@mbw/util';

/**
 * Product page URLs (spec product §2): /{lang}/product/{name with dashes}/{article with a dash}.
 * The name is the master's English name (the gateway looks products up by it), so a page has one
 * URL in every language; the article number is optional (the route then redirects to the default
 * variant).
 */
export function productPagePath(input: { language: string; englishName: string; articleNumber?: string | null }): string {
  const articleNumber = input.articleNumber ? (parseArticleNumber(input.articleNumber) ?? input.articleNumber) : null;
  return productPath({ language: input.language, productName: input.englishName, articleNumber });
}

/** The variant with this article number (123.456 or 123-456), or null. */
export function findVariantByArticle<TVariant extends { articleNumber: string }>(
  variants: readonly TVariant[],
  articleNumber: string | null,
): TVariant | null {
  if (!articleNumber) return null;
  const wanted = parseArticleNumber(articleNumber.trim());
  if (!wanted) return null;
  return variants.find((variant) => parseArticleNumber(variant.articleNumber.trim()) === wanted) ?? null;
}
