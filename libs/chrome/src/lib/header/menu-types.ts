/** Menu data as the layout service's Header rendering carries it (spec discovery §3 "Menu item"). */
export interface MenuItem {
  Name: string;
  LinkedItem?: { url?: string } | null;
  FlyoutDesignType?: string | null;
  Endpoint?: string | null;
  ShowThumbnails?: boolean;
  Level3Items?: MenuItem[];
}

export interface HeaderFields {
  MenuItems?: MenuItem[];
  TopInfoLinks?: Array<{ href: string; text: string }>;
}

/** Menu items that can be shown: a name and a link (content gaps are skipped, not rendered broken). */
export function visibleMenuItems(items: unknown): Array<MenuItem & { LinkedItem: { url: string } }> {
  if (!Array.isArray(items)) return [];
  return items.filter(
    (item): item is MenuItem & { LinkedItem: { url: string } } =>
      typeof item?.Name === 'string' && item.Name !== '' && typeof item?.LinkedItem?.url === 'string',
  );
}

/** The top-level item the current page belongs to: its url is the item path or an ancestor of it. */
export function isCurrentSection(itemUrl: string, itemPath: string): boolean {
  const url = itemUrl.toLowerCase().replace(/\/+$/, '');
  const path = itemPath.toLowerCase();
  if (url === '') return path === '/';
  return path === url || path.startsWith(`${url}/`);
}
