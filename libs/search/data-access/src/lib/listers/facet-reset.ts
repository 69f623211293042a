/**
 * The selected values of a lister's facets, by facet id (numeric ranges as `start..end`). What the
 * URL and the mobile facets modal (spec discovery §2 "Facets", §4) hold.
 */
export type FacetSelection = Readonly<Record<string, readonly string[]>>;

/** The accessory lister's category facet (`@category`, the eleven categories of spec discovery §9). */
export const ACCESSORY_CATEGORY_FACET_ID = 'accessory-category';

/**
 * Spec discovery §2 "Facets": "Reset all deselects every facet except the accessory-category
 * facet." Facets left without a value are dropped.
 */
export function resetFacets(selection: FacetSelection): FacetSelection {
  const kept = selection[ACCESSORY_CATEGORY_FACET_ID];
  return kept && kept.length > 0 ? { [ACCESSORY_CATEGORY_FACET_ID]: [...kept] } : {};
}
