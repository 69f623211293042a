import { textValue, type ComponentRendering, type ImageFieldValue, type RouteData } from '@mbw/api-clients';
import { isAccountPagePath, localizedPath, pageMeta, publicImageUrl, type PageMetaInput } from '@mbw/util';

function fieldText(route: RouteData | null, name: string): string {
  return textValue(route?.fields?.[name]);
}

type OpenGraphImage = NonNullable<NonNullable<PageMetaInput['openGraph']>['image']>;

/** An image field's value as a sharing image on the public origin, or undefined when it has none. */
function sharingImage(value: unknown, origin: string): OpenGraphImage | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const image = value as Partial<ImageFieldValue>;
  const src = publicImageUrl(typeof image.src === 'string' ? image.src : undefined, origin);
  if (!src) return undefined;
  return {
    src,
    ...(image.alt ? { alt: image.alt } : {}),
    ...(Number(image.width) > 0 ? { width: Number(image.width) } : {}),
    ...(Number(image.height) > 0 ? { height: Number(image.height) } : {}),
  };
}

/** The first image in a component's fields, list items' fields included (teasers, galleries). */
function imageInFields(fields: unknown, origin: string, depth = 0): OpenGraphImage | undefined {
  if (!fields || typeof fields !== 'object' || depth > 3) return undefined;
  for (const field of Object.values(fields as Record<string, unknown>)) {
    if (Array.isArray(field)) {
      for (const item of field) {
        const found = imageInFields((item as { fields?: unknown } | null)?.fields, origin, depth + 1);
        if (found) return found;
      }
    } else {
      const found = sharingImage((field as { value?: unknown } | null)?.value, origin);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The picture a shared link shows: the page's ogImage field, else the first image of its main
 * content in page order (the hero's, on most pages; an event's picture on an event page). A page
 * without any picture shares without one (the small summary card): the brands' logos are SVG,
 * which the card readers do not show.
 */
function pageImage(route: RouteData | null, origin: string): OpenGraphImage | undefined {
  const own = sharingImage(route?.fields?.['ogImage']?.value, origin);
  if (own) return own;
  const visit = (renderings: readonly ComponentRendering[] | undefined): OpenGraphImage | undefined => {
    for (const rendering of renderings ?? []) {
      const found =
        imageInFields(rendering.fields, origin) ??
        Object.values(rendering.placeholders ?? {}).reduce<OpenGraphImage | undefined>((hit, nested) => hit ?? visit(nested), undefined);
      if (found) return found;
    }
    return undefined;
  };
  return visit(route?.placeholders?.['jss-main']);
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
 * ogDescription, ogImage (else the first picture of the page, see pageImage). Canonical and hreflang URLs always carry the language prefix, so the
 * un-prefixed (cookie-language) URL of a page points at its canonical prefixed one. Test pages
 * (isTestPagePath) and the personal My Account pages (isAccountPagePath) say noindex.
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
  const image = pageImage(route, origin);
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
    ...(input.noindex || isTestPagePath(itemPath) || isAccountPagePath(itemPath) ? { noindex: true } : {}),
  });
}
