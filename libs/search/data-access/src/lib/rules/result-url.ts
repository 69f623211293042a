import { articleNumberToSlug } from '@mbw/util';

/** The fields of a search result (spec discovery §3) that decide where it links to. */
export interface ResultLinkFields {
  masterproductrelativeurl?: unknown;
  variantarticlenumber?: unknown;
  target_article_number?: unknown;
  isphasedout?: unknown;
  isprelaunch?: unknown;
}

const flag = (value: unknown) => value === true || (typeof value === 'string' && value.toLowerCase() === 'true') || value === 1;

/** A result field as text: a string, or a list's first string, trimmed; null when empty or of another kind. */
export function fieldText(value: unknown): string | null {
  const text = typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';
  return text.trim() || null;
}

const text = (value: unknown) => fieldText(value) ?? '';
const ARTICLE = /^\d{3}[.-]\d{3}$/;

/**
 * Where a product-like result links (spec discovery §2 "Result links"): the master product's
 * relative URL, plus `/{article number, dots to dashes}` — the variant's own article number, or
 * the target article number when the result has no variant. Phased-out and pre-launch items go
 * to the downloads page instead of the product page. Results without a master product URL keep
 * the index's link (`fallback`, the result's clickUri), when it is a path of this site.
 */
export function resultUrl(raw: ResultLinkFields, fallback: string): string {
  const master = text(raw.masterproductrelativeurl);
  if (!master.startsWith('/') || master.startsWith('//')) return sitePath(fallback);
  const article = text(raw.variantarticlenumber) || text(raw.target_article_number);
  let path = master.replace(/\/+$/, '');
  if (ARTICLE.test(article)) path += `/${articleNumberToSlug(article.replace('-', '.'))}`;
  if (flag(raw.isphasedout) || flag(raw.isprelaunch)) path = path.replace(/\/product\//, '/downloadsPage/');
  return path;
}

/** A link the index gave: kept when it is a path on this site (never another origin or a script URL). */
function sitePath(link: string): string {
  try {
    const url = new URL(link, 'https://site.invalid');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return '/';
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.pathname;
  } catch {
    return '/';
  }
}
