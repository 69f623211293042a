import {
  COOKIES,
  brandLanguageCookie,
  defaultLanguageTag,
  isCookieMalformed,
  matchSitePath,
  parseLanguageTag,
  readCookie,
  type CookieDefinition,
  type LanguageTag,
} from '@mbw/util';

export interface RequestLanguage {
  language: LanguageTag;
  /** The URL carries the language (cacheable page); otherwise it came from a cookie or the default. */
  fromUrl: boolean;
}

/**
 * The page language: the URL's prefix when it has one; else the site's language cookie
 * (`{site}#lang`), then the shared `lang` cookie; else en (spec account §9 default language).
 */
export function resolveRequestLanguage(url: URL, cookieHeader: string | null, siteName: string): RequestLanguage {
  const match = matchSitePath(url.pathname);
  if (match.kind !== 'invalid' && match.language) return { language: match.language, fromUrl: true };
  const fromCookie = readCookie(brandLanguageCookie(siteName), cookieHeader) ?? readCookie(COOKIES.lang, cookieHeader);
  return { language: parseLanguageTag(fromCookie) ?? defaultLanguageTag(), fromUrl: false };
}

/**
 * The language cookies that do not match the page and should be written: those that differ from a
 * language the URL names, and any that are malformed. The browser writes them after hydration
 * (root.tsx), so server responses carry no Set-Cookie and prefixed pages stay cacheable by a CDN.
 */
export function staleLanguageCookies(
  page: { languageTag: string; fromUrl: boolean },
  cookieHeader: string | null,
  siteName: string,
): CookieDefinition<string>[] {
  return [COOKIES.lang, brandLanguageCookie(siteName)].filter((definition) => {
    const current = readCookie(definition, cookieHeader);
    return (page.fromUrl && current !== page.languageTag) || isCookieMalformed(definition, cookieHeader);
  });
}
