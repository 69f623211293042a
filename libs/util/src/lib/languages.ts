/** Languages the content system serves (spec account §9 "Server languages"). */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SiteLanguage = 'en';

/**
 * A language as it appears in URLs, cookies and `sc_lang`: `de` or `de-CH`.
 * `language` is the site language whose catalog and content are used.
 */
export interface LanguageTag {
  /** Normalised tag: lower-case language, upper-case region (`de-CH`). */
  tag: string;
  language: SiteLanguage;
  region: string | null;
}

const TAG_FORM = /^([a-z]{2})(?:-([a-z]{2}))?$/i;

export function isSiteLanguage(value: string): value is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language tag of the form xx or xx-XX (spec discovery §2). Returns null for anything else,
 * including well-formed tags of languages the site does not serve: such a segment is then part of
 * the content path (a page may be called "ai"), and an unknown page is a 404 either way.
 */
export function parseLanguageTag(value: string | null | undefined): LanguageTag | null {
  if (!value) return null;
  const match = TAG_FORM.exec(value);
  const language = match?.[1]?.toLowerCase();
  if (!match || !language) return null;
  if (!isSiteLanguage(language)) return null;
  const region = match[2] ? match[2].toUpperCase() : null;
  return { tag: region ? `${language}-${region}` : language, language, region };
}

export function defaultLanguageTag(): LanguageTag {
  return { tag: DEFAULT_LANGUAGE, language: DEFAULT_LANGUAGE, region: null };
}
