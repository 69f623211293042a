/** Spec product §9: downloads show 5 per category, then 5 more each time. */
export const DOWNLOADS_PAGE_STEP = 5;

export interface CategoryGroup<TItem> {
  category: string;
  items: TItem[];
}

/**
 * Items grouped by category, groups in the order of `categoryOrder` (the gateway's list), then
 * any category it does not name in order of appearance; empty groups are left out.
 */
export function groupByCategory<TItem extends { category: string }>(
  items: readonly TItem[],
  categoryOrder: readonly string[] = [],
): CategoryGroup<TItem>[] {
  const groups = new Map<string, TItem[]>();
  for (const category of categoryOrder) groups.set(category, []);
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  return [...groups].filter(([, list]) => list.length > 0).map(([category, list]) => ({ category, items: list }));
}

/** How many of a category's items are shown after `moreClicks` presses of "Show more". */
export function shownCount(total: number, moreClicks: number): number {
  return Math.min(total, DOWNLOADS_PAGE_STEP * (1 + Math.max(0, moreClicks)));
}

/** What the next "Show more" press adds: min(5, remaining); 0 when everything is shown. */
export function nextStep(total: number, shown: number): number {
  return Math.max(0, Math.min(DOWNLOADS_PAGE_STEP, total - shown));
}
