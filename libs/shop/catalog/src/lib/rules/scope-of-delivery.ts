import { productPath } from '@mbw/util';

export interface ScopeEntryLike {
  articleNumber?: string;
  productAssetNameNormalized?: string;
  text?: string;
}

export interface ScopeLine {
  text: string;
  /** The product page of the entry's article; null when the entry must not link. */
  href: string | null;
}

const present = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Spec product §2: a scope-of-delivery line links only when articleNumber,
 * productAssetNameNormalized and text are all present; the link goes to the product page of
 * that article (/{lang}/product/{name}/{article with a dash}).
 */
export function scopeOfDeliveryHref(entry: ScopeEntryLike, language: string): string | null {
  if (!present(entry.articleNumber) || !present(entry.productAssetNameNormalized) || !present(entry.text)) return null;
  return productPath({ language, productName: entry.productAssetNameNormalized.trim(), articleNumber: entry.articleNumber.trim() });
}

/** The lines to list: entries without text are left out (there is nothing to show). */
export function scopeOfDeliveryLines(entries: readonly ScopeEntryLike[], language: string): ScopeLine[] {
  return entries.flatMap((entry) => (present(entry.text) ? [{ text: entry.text.trim(), href: scopeOfDeliveryHref(entry, language) }] : []));
}
