/**
 * Content links are language-less item paths (`/company`); on a page in `de-CH` they must stay in
 * `de-CH`. Absolute URLs, anchors, mailto: and tel: links are left as they are, and so are paths
 * that already start with a language.
 */
const LANGUAGE_PREFIX = /^\/[a-z]{2}(-[a-z]{2})?(\/|$)/i;

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

export function localizeHref(href: string, language: string): string {
  if (!isInternalHref(href) || LANGUAGE_PREFIX.test(href)) return href;
  return href === '/' ? `/${language}/` : `/${language}${href}`;
}
