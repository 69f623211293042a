import type { Device } from '@mbw/account-data-access';

/** Spec account §9: the device list shows 5 at first; Load more adds 5. */
export const DEVICE_PAGE_SIZE = 5;

/** The category dropdown's value for "every category" (spec account §4: 'all'). */
export const ALL_CATEGORIES = 'all';

/** Fields the search never looks at (spec account §4). */
const NOT_SEARCHED: ReadonlySet<string> = new Set(['image', 'category']);

/**
 * Spec account §4: the search matches any field value except image and category,
 * case-insensitively, combined with the selected category ('all' means no category filter).
 */
export function filterDevices(devices: readonly Device[], { search, category }: { search: string; category: string }): Device[] {
  const needle = search.trim().toLocaleLowerCase();
  return devices.filter((device) => {
    if (category !== ALL_CATEGORIES && device.category !== category) return false;
    if (!needle) return true;
    return Object.entries(device).some(
      ([key, value]) => !NOT_SEARCHED.has(key) && typeof value === 'string' && value.toLocaleLowerCase().includes(needle),
    );
  });
}

/** The dropdown's categories: each once, in alphabetical order, empty ones left out. */
export function deviceCategories(devices: readonly Device[]): string[] {
  return [...new Set(devices.map((device) => device.category).filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

/** The first `pages` pages of the list (spec account §9: page size 5). */
export function devicePage<T>(devices: readonly T[], pages: number): T[] {
  return devices.slice(0, Math.max(1, pages) * DEVICE_PAGE_SIZE);
}
