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

export interface MobileBreadcrumb {
  /** The previous level: the way back up, a link. */
  back: BreadcrumbItem;
  /** On a product page, the product itself: shown as the current page, never a link to it. */
  current: BreadcrumbItem | null;
}

/**
 * On mobile only the previous level or the product shows (spec discovery §2). The previous level
 * is the back link on every page; a back arrow to the page the visitor is already on would lead
 * nowhere. On a product page the product's name follows it as plain text (the current page).
 * Null when there is no level above (the home page).
 */
export function mobileBreadcrumb(items: readonly BreadcrumbItem[], options: { isProductPage?: boolean } = {}): MobileBreadcrumb | null {
  const back = items.length >= 2 ? items.at(-2) : undefined;
  if (!back) return null;
  return { back, current: options.isProductPage ? (items.at(-1) ?? null) : null };
}
