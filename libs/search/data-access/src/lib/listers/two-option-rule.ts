/**
 * Spec discovery §2 "Facets": "Facets flagged as needing two options are hidden when only one
 * option exists." An unflagged facet shows whenever it has a value.
 */
export function isFacetShown(facet: { needsTwoOptions?: boolean }, optionCount: number): boolean {
  return optionCount >= (facet.needsTwoOptions ? 2 : 1);
}
