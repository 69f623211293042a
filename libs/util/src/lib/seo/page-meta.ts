import type { MetaDescriptor } from 'react-router';
import { DEFAULT_LANGUAGE, SITE_LANGUAGES } from '../languages';

/** What every page's <head> gets (issue: SEO basics): title, description, canonical, hreflang, Open Graph. */
export interface PageMetaInput {
  /** The page's own title; the brand name is appended unless they are the same. */
  title: string;
  siteName: string;
  description?: string;
  /** Absolute URL of this page in its language. */
  canonicalUrl: string;
  /** Language tag of the page, e.g. de-CH. */
  language: string;
  /** The same page in each site language, plus x-default. */
  alternates: Array<{ hrefLang: string; href: string }>;
  openGraph?: {
    title?: string;
    description?: string;
    image?: { src: string; alt?: string; width?: number; height?: number };
  };
  /** Not-found and error pages must not be indexed. */
  noindex?: boolean;
}

export function documentTitle(title: string, siteName: string): string {
  const trimmed = title.trim();
  return !trimmed || trimmed === siteName ? siteName : `${trimmed} | ${siteName}`;
}

const DEFAULT_TERRITORY: Record<string, string> = { en: 'GB', de: 'DE', fr: 'FR', it: 'IT' };

/** de-CH → de_CH; de → de_DE (Open Graph wants language_TERRITORY). */
export function openGraphLocale(language: string): string {
  const [base = 'en', region] = language.split('-');
  return `${base.toLowerCase()}_${(region ?? DEFAULT_TERRITORY[base.toLowerCase()] ?? 'GB').toUpperCase()}`;
}

export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = documentTitle(input.title, input.siteName);
  const description = input.description?.trim();
  const og = input.openGraph ?? {};
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  else {
    meta.push({ tagName: 'link', rel: 'canonical', href: input.canonicalUrl });
    for (const alternate of input.alternates) {
      meta.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.hrefLang, href: alternate.href });
    }
  }
  meta.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: og.title?.trim() || title },
    { property: 'og:url', content: input.canonicalUrl },
    { property: 'og:locale', content: openGraphLocale(input.language) },
  );
  const ogDescription = og.description?.trim() || description;
  if (ogDescription) meta.push({ property: 'og:description', content: ogDescription });
  if (og.image?.src) {
    meta.push({ property: 'og:image', content: og.image.src });
    if (og.image.alt) meta.push({ property: 'og:image:alt', content: og.image.alt });
    if (og.image.width) meta.push({ property: 'og:image:width', content: String(og.image.width) });
    if (og.image.height) meta.push({ property: 'og:image:height', content: String(og.image.height) });
  }
  // Twitter (X) reads og:title/description/image where its own tags are missing, but not every
  // reader of cards does (Slack, Teams, Mastodon previews vary): the card is spelled out. A large
  // picture when the page has one, the small summary card otherwise.
  meta.push(
    { name: 'twitter:card', content: og.image?.src ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: og.title?.trim() || title },
  );
  if (ogDescription) meta.push({ name: 'twitter:description', content: ogDescription });
  if (og.image?.src) {
    meta.push({ name: 'twitter:image', content: og.image.src });
    if (og.image.alt) meta.push({ name: 'twitter:image:alt', content: og.image.alt });
  }
  return meta;
}

/**
 * An image URL for sharing tags and structured data: absolute, on the site's public origin. A
 * relative URL resolves against it; a media-library URL on another host (the CMS's own, as some
 * fields carry it) is moved to the public origin, where the site serves the media library
 * (/-/media/*); any other absolute URL (an image CDN) stays as it is. Empty → undefined.
 */
export function publicImageUrl(src: string | null | undefined, origin: string): string | undefined {
  const trimmed = src?.trim();
  if (!trimmed) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (/^\/-\/media\//i.test(url.pathname)) return new URL(`${url.pathname}${url.search}`, origin).toString();
  return url.toString();
}

/**
 * The head tags of one page from what it says of itself. `pathFor(language)` gives the page's path
 * in a language, with the language prefix: the canonical URL is the page's own language, every
 * site language is an hreflang alternate and the default language is also x-default — absolute on
 * `origin`, the site's public origin, so an unprefixed (cookie-language) URL points at its
 * canonical prefixed one.
 */
export function pageMeta(input: {
  title: string;
  siteName: string;
  origin: string;
  language: string;
  pathFor: (language: string) => string;
  description?: string;
  openGraph?: PageMetaInput['openGraph'];
  noindex?: boolean;
}): PageMetaInput {
  const absolute = (language: string) => new URL(input.pathFor(language), input.origin).toString();
  const alternates: PageMetaInput['alternates'] = SITE_LANGUAGES.map((language) => ({ hrefLang: language, href: absolute(language) }));
  alternates.push({ hrefLang: 'x-default', href: absolute(DEFAULT_LANGUAGE) });
  return {
    title: input.title,
    siteName: input.siteName,
    ...(input.description !== undefined ? { description: input.description } : {}),
    canonicalUrl: absolute(input.language),
    language: input.language,
    alternates,
    ...(input.openGraph ? { openGraph: input.openGraph } : {}),
    ...(input.noindex ? { noindex: true } : {}),
  };
}
