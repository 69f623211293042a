import { checkboxValue, labelledLinkValue, textValue } from '@mbw/api-clients';

/** What a tab shows in brackets (spec account §2): the device count, the wishlist count, or nothing. */
export type AccountTabCount = 'devices' | 'wishlist' | 'none';

export interface AccountTab {
  id: string;
  title: string;
  href: string;
  /** Greyed and not clickable for anonymous visitors (spec account §2, §6). */
  inactiveWhenSignedOut: boolean;
  count: AccountTabCount;
}

function countOf(value: string): AccountTabCount {
  return value === 'devices' || value === 'wishlist' ? value : 'none';
}

/** The tabs of the MyAccountTabs rendering's multilist; a tab without title or link is left out. */
export function accountTabsFrom(field: unknown): AccountTab[] {
  if (!Array.isArray(field)) return [];
  const tabs: AccountTab[] = [];
  field.forEach((item: unknown, index) => {
    const entry = item as { id?: unknown; fields?: Record<string, unknown> } | null;
    const fields = entry?.fields ?? {};
    const link = labelledLinkValue(fields['Link']);
    const title = textValue(fields['Title']) || link?.text || '';
    if (!link || !title) return;
    tabs.push({
      id: typeof entry?.id === 'string' ? entry.id : String(index),
      title,
      href: link.href,
      inactiveWhenSignedOut: checkboxValue(fields['Inactive When Not Signed In']),
      count: countOf(textValue(fields['Count'])),
    });
  });
  return tabs;
}

const normalise = (path: string) =>
  path
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .toLowerCase() || '/';

/**
 * The tab of the page being shown: the one whose link is the longest prefix of the page's path
 * (the registration page belongs to My devices, an order's detail to Orders).
 */
export function currentTabId(tabs: readonly AccountTab[], itemPath: string): string | null {
  const path = normalise(itemPath);
  let best: AccountTab | null = null;
  for (const tab of tabs) {
    const href = normalise(tab.href);
    if ((path === href || path.startsWith(`${href}/`)) && (!best || href.length > normalise(best.href).length)) best = tab;
  }
  return best?.id ?? null;
}

/** ' (3)' for a count, nothing while it loads or when there is none (spec account §2, §4). */
export function countSuffix(count: number | null | undefined): string {
  return typeof count === 'number' && count > 0 ? ` (${count})` : '';
}

/**
 * Where the strip scrolls so the page's own tab shows (a phone shows two or three tabs; Orders or
 * Newsletters would otherwise open with their tab cut off at the right): unchanged when the tab is
 * wholly in view, else with the tab at the strip's start, which is where the strip's scroll
 * snapping (scroll-snap-align: start) would put it anyway. Positions are in the strip's content
 * coordinates; the result stays within 0 and the furthest the strip scrolls.
 */
export function scrollLeftShowing(
  strip: { scrollLeft: number; width: number; scrollWidth: number },
  tab: { left: number; width: number },
): number {
  const inView = tab.left >= strip.scrollLeft && tab.left + tab.width <= strip.scrollLeft + strip.width;
  if (inView) return strip.scrollLeft;
  return Math.floor(Math.min(Math.max(0, tab.left), Math.max(0, strip.scrollWidth - strip.width)));
}
