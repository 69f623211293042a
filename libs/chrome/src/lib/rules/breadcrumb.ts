/** Spec discovery §3 "Breadcrumb item". */
export interface BreadcrumbItem {
  id: string;
  name: string;
  path: string;
}

export type BreadcrumbEntry = BreadcrumbItem | { ellipsis: true };

/** The content system's not-found item never appears in a breadcrumb (spec discovery §2). */
export const NOT_FOUND_PATH = '/404';

export function visibleBreadcrumbs(items: readonly BreadcrumbItem[]): BreadcrumbItem[] {
  return items.filter((item) => item.path.replace(/\/+$/, '') !== NOT_FOUND_PATH);
}

/** More than 5 entries: the first 3, '...', the last 2 (spec discovery §2). */
export function collapseBreadcrumbs(items: readonly BreadcrumbItem[]): BreadcrumbEntry[] {
  if (items.length <= 5) return [...items];
  return [...items.slice(0, 3), { ellipsis: true }, ...items.slice(-2)];
}

/**
 * On mobile only one entry shows (spec discovery §2): the previous level, a way back up; on a
 * product page the product itself. Null when there is nothing to show (the home page).
 */
export function mobileBreadcrumb(items: readonly BreadcrumbItem[], options: { isProductPage?: boolean } = {}): BreadcrumbItem | null {
  if (options.isProductPage) return items.at(-1) ?? null;
  return items.length >= 2 ? (items.at(-2) ?? null) : null;
}
