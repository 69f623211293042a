import { textValue, type ImageFieldValue, type RouteData } from '@mbw/api-clients';
import { localizedPath, pageMeta, type PageMetaInput } from '@mbw/util';

function fieldText(route: RouteData | null, name: string): string {
  return textValue(route?.fields?.[name]);
}

type OpenGraphImage = NonNullable<NonNullable<PageMetaInput['openGraph']>['image']>;

function fieldImage(route: RouteData | null, name: string, origin: string): OpenGraphImage | undefined {
  const value = route?.fields?.[name]?.value as Partial<ImageFieldValue> | undefined;
  if (!value || typeof value.src !== 'string' || !value.src) return undefined;
  return {
    src: new URL(value.src, origin).toString(),
    ...(value.alt ? { alt: value.alt } : {}),
    ...(Number(value.width) > 0 ? { width: Number(value.width) } : {}),
    ...(Number(value.height) > 0 ? { height: Number(value.height) } : {}),
  };
}

/**
 * Test pages live under /qa/ (the seeded 'missing content' and sanitising pages, in no menu): they
 * are never indexed and never listed in a sitemap.
 */
export function isTestPagePath(itemPath: string): boolean {
  return /^\/qa(\/|$)/i.test(itemPath);
}

/**
 * Head tags of a content page from its route fields: pageTitle, metaDescription, ogTitle,
 * ogDescription, ogImage. Canonical and hreflang URLs always carry the language prefix, so the
 * un-prefixed (cookie-language) URL of a page points at its canonical prefixed one. Test pages
 * (isTestPagePath) say noindex.
 */
export function contentPageMeta(input: {
  route: RouteData | null;
  fallbackTitle: string;
  siteName: string;
  origin: string;
  language: string;
  itemPath: string;
  noindex?: boolean;
}): PageMetaInput {
  const { route, origin, itemPath } = input;
  const image = fieldImage(route, 'ogImage', origin);
  return pageMeta({
    title: fieldText(route, 'pageTitle') || route?.displayName || input.fallbackTitle,
    siteName: input.siteName,
    origin,
    language: input.language,
    pathFor: (language) => localizedPath(language, itemPath),
    description: fieldText(route, 'metaDescription'),
    openGraph: {
      title: fieldText(route, 'ogTitle'),
      description: fieldText(route, 'ogDescription'),
      ...(image ? { image } : {}),
    },
    ...(input.noindex || isTestPagePath(itemPath) ? { noindex: true } : {}),
  });
}
