import type { SearchTab } from '@mbw/brand';
import { isArticleNumberQuery } from './article-number';

/**
 * Which hero templates (the `@herotemplatename` field, spec discovery §3) each tab of the global
 * search holds. The tab counts are the group-by counts of these templates added up.
 */
export const TAB_TEMPLATES: Readonly<Record<SearchTab, readonly string[]>> = {
  products: ['Product'],
  accessories: ['Accessory'],
  contents: ['Expertise', 'Solution', 'Universal'],
  stories: ['Story'],
  careers: ['Job'],
  variants: ['Variant'],
};

/** The tab's query expression (what the engine's tab adds to the constant query). */
export function tabExpression(tab: SearchTab): string {
  const values = TAB_TEMPLATES[tab].map((template) => `"${template}"`).join(',');
  return `@herotemplatename==(${values})`;
}

export type TabCounts = Readonly<Partial<Record<SearchTab, number>>>;

/** Group-by values on @herotemplatename → results per tab. */
export function tabCounts(
  tabs: readonly SearchTab[],
  groupValues: readonly { value: string; numberOfResults: number }[],
): Record<SearchTab, number> {
  const byTemplate = new Map(groupValues.map((entry) => [entry.value.toLowerCase(), entry.numberOfResults]));
  const counts = {} as Record<SearchTab, number>;
  for (const tab of tabs) {
    counts[tab] = TAB_TEMPLATES[tab].reduce((sum, template) => sum + (byTemplate.get(template.toLowerCase()) ?? 0), 0);
  }
  return counts;
}

/** The brand's tabs in the order shown: an article-number query puts the variant tab first. */
export function orderTabs(tabs: readonly SearchTab[], query: string): SearchTab[] {
  if (!isArticleNumberQuery(query) || !tabs.includes('variants')) return [...tabs];
  return ['variants', ...tabs.filter((tab) => tab !== 'variants')];
}

/**
 * The tab a search starts on (spec discovery §2): an article number selects the variant tab;
 * else the tab asked for (the URL), else the brand's default.
 */
export function initialTab(input: {
  tabs: readonly SearchTab[];
  query: string;
  requested: string | null;
  defaultTab: SearchTab;
}): SearchTab {
  const { tabs, query, requested, defaultTab } = input;
  if (isArticleNumberQuery(query) && tabs.includes('variants')) return 'variants';
  const asked = tabs.find((tab) => tab === requested);
  return asked ?? (tabs.includes(defaultTab) ? defaultTab : (tabs[0] ?? defaultTab));
}

/**
 * After the results arrive: an active tab without results gives way to the first tab (in the
 * order shown) that has some. With no results anywhere the active tab stays.
 */
export function settleTab(active: SearchTab, ordered: readonly SearchTab[], counts: TabCounts): SearchTab {
  if ((counts[active] ?? 0) > 0) return active;
  return ordered.find((tab) => (counts[tab] ?? 0) > 0) ?? active;
}
