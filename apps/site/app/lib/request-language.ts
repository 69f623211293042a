import {
  COOKIES,
  brandLanguageCookie,
  defaultLanguageTag,
  isCookieMalformed,
  matchSitePath,
  parseLanguageTag,
  readCookie,
  serializeSetCookie,
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
 * Set-Cookie values that keep the language cookies in step with the page: written when the URL
 * names a language the cookies do not hold, and rewritten when a cookie is malformed.
 */
export function languageCookieUpdates(
  requestLanguage: RequestLanguage,
  cookieHeader: string | null,
  options: { siteName: string; secure: boolean },
): string[] {
  const updates: string[] = [];
  for (const definition of [COOKIES.lang, brandLanguageCookie(options.siteName)]) {
    const current = readCookie(definition, cookieHeader);
    const stale = requestLanguage.fromUrl && current !== requestLanguage.language.tag;
    if (stale || isCookieMalformed(definition, cookieHeader)) {
      updates.push(serializeSetCookie(definition, requestLanguage.language.tag, { secure: options.secure }));
    }
  }
  return updates;
}

/** Secure cookies everywhere but plain-http localhost (ARCHITECTURE §6). */
export function secureCookiesFor(url: URL): boolean {
  return url.protocol === 'https:' || !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
