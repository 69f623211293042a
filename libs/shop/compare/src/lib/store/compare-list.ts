/**
 * The compare list (spec shop §3 "Compare entry", §4 "Compare", §5, §9): category key → product
 * ids, at most 4 per category, never the id 0, never twice. A category whose last item goes is
 * dropped. This module is pure: the cookie (`compare`, 30 days, @mbw/util COOKIES.compare) and the
 * browser store are in compare-store.ts.
 *
 * The category key is the product's English category (the gateway's CategoryEn, what
 * comparedObjects answers as categoryEn): the same on every language and on the product page,
 * the listers (the `categoryen` result field) and the compare page.
 */
export type CompareList = Readonly<Record<string, readonly number[]>>;

/** Spec shop §9: at most 4 ids per category key. */
export const MAX_PER_CATEGORY = 4;
/** More categories than this were not written by us (the cookie stays far below 4 KB). */
export const MAX_CATEGORIES = 20;
const MAX_KEY_LENGTH = 80;

export type CompareAction =
  | { type: 'add'; category: string; id: number }
  | { type: 'remove'; category: string; id: number }
  | { type: 'toggle'; category: string; id: number }
  | { type: 'deleteCategory'; category: string };

export const EMPTY_COMPARE_LIST: CompareList = Object.freeze({});

function isValidId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

function isValidKey(key: string): boolean {
  return key.trim().length > 0 && key.length <= MAX_KEY_LENGTH && key !== '__proto__';
}

export function idsOf(list: CompareList, category: string): readonly number[] {
  return Object.hasOwn(list, category) ? (list[category] ?? []) : [];
}

export function isCompared(list: CompareList, category: string, id: number): boolean {
  return idsOf(list, category).includes(id);
}

/** True when the category is full, so another product of it is refused (spec shop §5: the button is enabled only below 4). */
export function isCategoryFull(list: CompareList, category: string): boolean {
  return idsOf(list, category).length >= MAX_PER_CATEGORY;
}

function withCategory(list: CompareList, category: string, ids: readonly number[]): CompareList {
  const next: Record<string, readonly number[]> = {};
  for (const [key, value] of Object.entries(list)) if (key !== category) next[key] = value;
  if (ids.length > 0) next[category] = ids;
  return next;
}

/**
 * The compare store's actions. Refused changes (id 0, a duplicate, a fifth product, an unusable
 * category) return the same list, so callers can tell with `===`.
 */
export function compareReducer(list: CompareList, action: CompareAction): CompareList {
  if (!isValidKey(action.category)) return list;
  const ids = idsOf(list, action.category);
  switch (action.type) {
    case 'add':
      if (!isValidId(action.id) || ids.includes(action.id) || ids.length >= MAX_PER_CATEGORY) return list;
      if (ids.length === 0 && Object.keys(list).length >= MAX_CATEGORIES) return list;
      return withCategory(list, action.category, [...ids, action.id]);
    case 'remove':
      if (!ids.includes(action.id)) return list;
      return withCategory(
        list,
        action.category,
        ids.filter((id) => id !== action.id),
      );
    case 'toggle':
      return compareReducer(list, { ...action, type: ids.includes(action.id) ? 'remove' : 'add' });
    case 'deleteCategory':
      return ids.length === 0 ? list : withCategory(list, action.category, []);
  }
}

/**
 * What is usable of a decoded cookie value (any JSON): the categories with a usable key and at
 * least one usable id; ids must be positive integers (numbers: an id as a string is not of the
 * cookie's shape and is dropped), duplicates and ids past the 4th dropped, at most 20 categories.
 * Anything else is an empty list. Never throws.
 */
export function sanitizeCompareList(value: unknown): CompareList {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return EMPTY_COMPARE_LIST;
  let list: CompareList = EMPTY_COMPARE_LIST;
  for (const [key, ids] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(ids)) continue;
    for (const id of ids as unknown[]) if (isValidId(id)) list = compareReducer(list, { type: 'add', category: key, id });
  }
  return list;
}

/** Parses the cookie's decoded text: bad JSON is an empty list, a partly usable value keeps its usable part. */
export function parseCompareCookie(text: string): CompareList {
  try {
    return sanitizeCompareList(JSON.parse(text));
  } catch {
    return EMPTY_COMPARE_LIST;
  }
}

export function serializeCompareList(list: CompareList): string {
  return JSON.stringify(list);
}

/** Every compared id, once, in the order of the categories (for the comparedObjects call). */
export function allIds(list: CompareList): number[] {
  return [...new Set(Object.values(list).flat())];
}

export function totalCount(list: CompareList): number {
  return Object.values(list).reduce((sum, ids) => sum + ids.length, 0);
}
