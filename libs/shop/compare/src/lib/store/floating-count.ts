import { idsOf, totalCount, type CompareList } from './compare-list';

/** Where the floating compare icon is: the product page's category, or a page's name. */
export interface FloatingCompareContext {
  /** On a product page: its category key (CategoryEn). */
  productCategory?: string | null | undefined;
  /** On any other page: its name (the last segment of its item path, e.g. "Heat-guns"). */
  pageName?: string | null | undefined;
  /** The brand's floating-icon flag. */
  enabled: boolean;
}

/** "Heat-guns", "heat guns" and "Heat guns" name the same category. */
function comparable(name: string): string {
  return name.toLocaleLowerCase('en').replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The floating compare icon's count (spec shop §2): on a product page the number compared in that
 * product's category; otherwise, on a page named like a category, that category's; otherwise the
 * total of all categories. 0 hides the icon, and so does the flag off.
 */
export function floatingCompareCount(list: CompareList, context: FloatingCompareContext): number {
  if (!context.enabled) return 0;
  if (context.productCategory) return idsOf(list, context.productCategory).length;
  const pageName = context.pageName ? comparable(context.pageName) : '';
  if (pageName) {
    const category = Object.keys(list).find((key) => comparable(key) === pageName);
    if (category !== undefined) return idsOf(list, category).length;
  }
  return totalCount(list);
}
