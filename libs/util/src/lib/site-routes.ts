import { parseLanguageTag, type LanguageTag } from './languages';

/**
 * URL shapes of the site (spec discovery §2 "Page routing", shop §2):
 *   /{lang?}/product/{product-name}/{article-number?}
 *   /{lang?}/downloadsPage/{product-name}/{article-number?}
 *   /{lang?}/{content item path}
 * `lang` is xx or xx-XX; product names use dashes for spaces; article numbers are three digits,
 * a dash or dot, three digits, and URLs carry the dash.
 */
export type SiteRoute =
  | { kind: 'product'; language: LanguageTag | null; productSlug: string; articleNumber: string | null }
  | { kind: 'downloads'; language: LanguageTag | null; productSlug: string; articleNumber: string | null }
  | { kind: 'content'; language: LanguageTag | null; itemPath: string }
  | { kind: 'invalid'; reason: string };

/** Longest path we hand to an upstream; longer ones are not pages of this site. */
export const MAX_PATH_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 200;
const ARTICLE_NUMBER = /^(\d{3})[-.](\d{3})$/;
// Control characters, path separators after decoding, and characters no item name uses.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_IN_SEGMENT = /[\u0000-\u001f\u007f/\\<>"`{}|^]/;

/** '123-456' or '123.456' → '123.456'; anything else → null. */
export function parseArticleNumber(value: string): string | null {
  const match = ARTICLE_NUMBER.exec(value);
  return match ? `${match[1]}.${match[2]}` : null;
}

/** '123.456' → '123-456' (the URL form). */
export function articleNumberToSlug(articleNumber: string): string {
  return articleNumber.replace('.', '-');
}

/** 'Hot Jet  S' → 'Hot-Jet-S' (spaces, runs of them included, become one dash). */
export function productNameToSlug(name: string): string {
  return name.trim().replace(/\s+/g, '-');
}

/** The product link shape of spec account §2 and shop §2. */
export function productPath(input: { language: string; productName: string; articleNumber?: string | null }): string {
  const base = `/${input.language}/product/${encodeURIComponent(productNameToSlug(input.productName))}`;
  return input.articleNumber ? `${base}/${articleNumberToSlug(input.articleNumber)}` : base;
}

/**
 * The id of the product page's accessories section: `productPath(...)#accessories` lands on the
 * product's accessories and spare parts (the My Devices cards link there, issue 14).
 */
export const PRODUCT_ACCESSORIES_ANCHOR = 'accessories';

export function downloadsPath(input: { productName: string; articleNumber?: string | null }): string {
  const base = `/downloadsPage/${encodeURIComponent(productNameToSlug(input.productName))}`;
  return input.articleNumber ? `${base}/${articleNumberToSlug(input.articleNumber)}` : base;
}

function decodeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded.length > MAX_SEGMENT_LENGTH) return null;
    if (FORBIDDEN_IN_SEGMENT.test(decoded)) return null;
    segments.push(decoded);
  }
  return segments;
}

function matchProductLike(kind: 'product' | 'downloads', language: LanguageTag | null, rest: string[]): SiteRoute {
  const [slug, article, ...extra] = rest;
  if (!slug || extra.length > 0) return { kind: 'invalid', reason: `${kind} path needs a name and at most an article number` };
  if (article === undefined) return { kind, language, productSlug: slug, articleNumber: null };
  const articleNumber = parseArticleNumber(article);
  if (!articleNumber) return { kind: 'invalid', reason: `"${article}" is not an article number` };
  return { kind, language, productSlug: slug, articleNumber };
}

/** Classifies a URL path. Never throws: malformed input is `{ kind: 'invalid' }`. */
export function matchSitePath(pathname: string): SiteRoute {
  if (pathname.length > MAX_PATH_LENGTH) return { kind: 'invalid', reason: 'path too long' };
  const segments = decodeSegments(pathname);
  if (!segments) return { kind: 'invalid', reason: 'malformed path segment' };

  const language = segments.length > 0 ? parseLanguageTag(segments[0]) : null;
  const rest = language ? segments.slice(1) : segments;

  if (rest[0] === 'product') return matchProductLike('product', language, rest.slice(1));
  if (rest[0] === 'downloadsPage') return matchProductLike('downloads', language, rest.slice(1));
  return { kind: 'content', language, itemPath: `/${rest.join('/')}` };
}

/** The path of a content item in a language: ('de-CH', '/company') → '/de-CH/company'. */
export function localizedPath(languageTag: string, itemPath: string): string {
  const trimmed = itemPath === '/' ? '' : itemPath.split('/').filter(Boolean).map(encodeURIComponent).join('/');
  return trimmed ? `/${languageTag}/${trimmed}` : `/${languageTag}/`;
}

/** Where sign-out happens: any 403 from the customer's own data ends the session there (spec account §6, §8). */
export const LOGOUT_PATH = '/logout';

/** Whether a content item path (no language prefix) is a My Account page. */
export function isAccountPagePath(itemPath: string): boolean {
  return /^\/my-account(\/|$)/i.test(itemPath);
}
