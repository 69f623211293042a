import type { ComparedObject } from '@mbw/api-clients';
import { productPath } from '@mbw/util';
import type { CompareList } from '../store/compare-list';

export type UnitSystem = 'metric' | 'imperial';

/** A compared product as the compare page shows it (spec shop §3 "Compare entry" / "Compare card"). */
export interface CompareProductView {
  id: number;
  name: string;
  articleNumber: string;
  picture: string;
  href: string;
  brandName: string;
  /** Spec discovery §9: cut at 120 characters. */
  description: string;
  /** Spec shop §2: 5 selling points per product. */
  usps: string[];
  applications: string[];
  specs: Record<UnitSystem, Array<{ name: string; value: string }>>;
}

export interface CompareCategoryView {
  /** The cookie's key (CategoryEn). */
  key: string;
  /** The category in the page language (the products' `category`), else the key. */
  label: string;
  products: CompareProductView[];
}

export type ComparePageData = { status: 'empty' } | { status: 'error' } | { status: 'ok'; categories: CompareCategoryView[] };

export const DESCRIPTION_LENGTH = 120;
export const USPS_PER_PRODUCT = 5;
/** The cards' pictures: 4 across on desktop, 2 on small screens. */
export const CARD_IMAGE_SIZES = '(max-width: 960px) 50vw, 320px';

function cut(text: string, length: number): string {
  const clean = text.trim();
  return clean.length <= length ? clean : `${clean.slice(0, length - 1).trimEnd()}…`;
}

const nonBlank = (value: string) => value.trim() !== '';

export function compareProductView(entry: ComparedObject, language: string): CompareProductView {
  const englishName = entry.masterProductNameEn.trim() || entry.masterProductName.trim();
  const rows = (list: ComparedObject['technicalSpecs']['metric']) =>
    list.filter((row) => nonBlank(row.name) && nonBlank(row.value)).map((row) => ({ name: row.name.trim(), value: row.value.trim() }));
  return {
    id: entry.id,
    name: entry.masterProductName.trim() || englishName,
    articleNumber: entry.articleNumber.trim(),
    picture: entry.picture.trim(),
    href: productPath({ language, productName: englishName, articleNumber: entry.articleNumber.trim() || null }),
    brandName: entry.brandName.trim(),
    description: cut(entry.masterProductMetaDescription, DESCRIPTION_LENGTH),
    usps: entry.usp
      .map((usp) => usp.trim())
      .filter(nonBlank)
      .slice(0, USPS_PER_PRODUCT),
    applications: entry.applications.map((application) => application.name.trim()).filter(nonBlank),
    specs: { metric: rows(entry.technicalSpecs.metric), imperial: rows(entry.technicalSpecs.imperial) },
  };
}

/**
 * The compare page's categories, in the cookie's order, each with its products in the order they
 * were added. Ids the gateway does not know (any more) are left out, and so is a category left
 * without products.
 */
export function compareCategories(list: CompareList, entries: readonly ComparedObject[], language: string): CompareCategoryView[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return Object.entries(list).flatMap(([key, ids]) => {
    const found = ids.flatMap((id) => byId.get(id) ?? []);
    if (found.length === 0) return [];
    return [{ key, label: found[0]?.category.trim() || key, products: found.map((entry) => compareProductView(entry, language)) }];
  });
}
