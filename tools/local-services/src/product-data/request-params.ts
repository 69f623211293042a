/**
 * What the product-data routes share: the fault-switch service names, the request errors
 * (400 / 404) and the parsers of path and query parameters. A module of its own so that
 * routes.ts and product-index.ts both import it instead of each other.
 */
import { SITES } from '../sitecore/seed/sites.ts';
import { LANGUAGES, type Language } from './seed/catalog/localized.ts';

export const PRODUCT_DATA_SERVICE = 'product-data';
/** The /api/MasterProducts/* calls (downloads, video campaign) live on the CMS side: a fault switch of their own. */
export const MASTER_PRODUCTS_SERVICE = 'master-products';

export class BadRequest extends Error {}
export class NotFound extends Error {}

export function parseLanguage(raw: string | null | undefined): Language {
  const match = /^([a-z]{2})(?:[-_][a-z]{2})?$/i.exec(raw?.trim() ?? '');
  const language = match?.[1]?.toLowerCase();
  if (!language || !(LANGUAGES as readonly string[]).includes(language)) {
    throw new BadRequest(`lang must be one of ${LANGUAGES.join(', ')} (optionally with a region), got "${raw ?? ''}"`);
  }
  return language as Language;
}

export function parseTenant(raw: string | null | undefined): string {
  const tenant = raw?.trim().toLowerCase() ?? '';
  if (!SITES.some((site) => site.name === tenant))
    throw new BadRequest(`tenant must be one of ${SITES.map((site) => site.name).join(', ')}, got "${raw ?? ''}"`);
  return tenant;
}

export function parseName(raw: string | null | undefined): string {
  const name = raw?.trim() ?? '';
  if (!name || name.length > 200) throw new BadRequest('name is required (the English product name, dashes or spaces)');
  return name;
}

export function parseId(raw: unknown, what: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,12}$/.test(text)) throw new BadRequest(`${what} must be a numeric id, got ${JSON.stringify(raw)}`);
  return Number(text);
}

/** 'ddd.ddd' or 'ddd-ddd' (the URL form) → 'ddd.ddd'. */
export function parseArticleNumber(raw: string): string {
  const match = /^(\d{3})[.-](\d{3})$/.exec(raw.trim());
  if (!match) throw new BadRequest(`article numbers look like 123.456, got "${raw}"`);
  return `${match[1]}.${match[2]}`;
}
