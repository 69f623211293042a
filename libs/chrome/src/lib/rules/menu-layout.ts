import type { MenuItem } from '../header/menu-types';

/**
 * Desktop flyout layouts (spec discovery §2): sub-sections hold up to 12 items, "in 3 columns of 4
 * (or 8 and 4, or 4 per title section)". Read with the flyout design types:
 *   OneSection    — one section, 12 items as 3 columns of 4, no titles ("three-column");
 *   TwoSections   — a titled section of 8 (two columns of 4) and one of 4 ("with titles");
 *   ThreeSections — three titled sections of 4 ("all titles");
 *   ProductList   — the products from the tab's endpoint (see productMenuPath).
 * A tab's Level3Items are its sections; a section's Level3Items are its links.
 */
export type FlyoutLayout = 'OneSection' | 'TwoSections' | 'ThreeSections' | 'ProductList';

export interface FlyoutColumn {
  /** Title of the section the column starts; null for a column without one. */
  title: string | null;
  links: Array<{ name: string; url: string }>;
}

const ITEMS_PER_COLUMN = 4;

function links(section: MenuItem | undefined, max: number): Array<{ name: string; url: string }> {
  return (section?.Level3Items ?? [])
    .flatMap((item) => {
      const url = item?.LinkedItem?.url;
      return typeof item?.Name === 'string' && item.Name !== '' && typeof url === 'string' ? [{ name: item.Name, url }] : [];
    })
    .slice(0, max);
}

function columnsOf(title: string | null, items: Array<{ name: string; url: string }>, count: number): FlyoutColumn[] {
  return Array.from({ length: count }, (_, index) => ({
    title: index === 0 ? title : null,
    links: items.slice(index * ITEMS_PER_COLUMN, (index + 1) * ITEMS_PER_COLUMN),
  })).filter((column, index) => index === 0 || column.links.length > 0);
}

export function flyoutLayout(tab: MenuItem): FlyoutLayout | null {
  const type = tab.FlyoutDesignType;
  return type === 'OneSection' || type === 'TwoSections' || type === 'ThreeSections' || type === 'ProductList' ? type : null;
}

/** The columns of a section flyout; items beyond a layout's room are left out. */
export function flyoutColumns(tab: MenuItem): FlyoutColumn[] {
  const sections = tab.Level3Items ?? [];
  switch (flyoutLayout(tab)) {
    case 'OneSection':
      return columnsOf(null, links(sections[0], 12), 3);
    case 'TwoSections':
      return [
        ...columnsOf(sections[0]?.Name ?? null, links(sections[0], 8), 2),
        ...columnsOf(sections[1]?.Name ?? null, links(sections[1], 4), 1),
      ].filter((column) => column.links.length > 0);
    case 'ThreeSections':
      return sections
        .slice(0, 3)
        .map((section) => ({ title: section.Name || null, links: links(section, 4) }))
        .filter((column) => column.links.length > 0);
    default:
      return [];
  }
}
