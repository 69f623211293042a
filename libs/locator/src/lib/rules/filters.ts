import type { ContactPoint } from '@mbw/api-clients';

/**
 * Spec discovery §3 "Sales and service filter state": filters are lowercased ids. §4: "A point
 * matches filters if no filter is set or one of its services or solution providers is in the
 * filters"; "Filter checkbox toggling adds or removes the lowercased id".
 */
export type Filters = readonly string[];

/** More filters than any page offers are not a visitor's choice: the first 100 are kept. */
const MAX_FILTERS = 100;

export function normaliseFilters(ids: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const id of ids) {
    const value = id.trim().toLowerCase();
    // Ids are short slugs; anything else in a URL is not a filter of ours (bad input never breaks the page).
    if (/^[a-z0-9][a-z0-9_.-]{0,63}$/.test(value)) seen.add(value);
    if (seen.size >= MAX_FILTERS) break;
  }
  return [...seen];
}

export function matchesFilters(point: Pick<ContactPoint, 'services' | 'solutionProvider'>, filters: Filters): boolean {
  if (filters.length === 0) return true;
  const wanted = new Set(filters);
  return (
    point.services.some((service) => wanted.has(service.id.toLowerCase())) ||
    point.solutionProvider.some((provider) => wanted.has(provider.id.toLowerCase()))
  );
}

export function toggleFilter(filters: Filters, id: string): string[] {
  const value = id.trim().toLowerCase();
  if (value === '') return [...filters];
  return filters.includes(value) ? filters.filter((filter) => filter !== value) : [...filters, value];
}

/**
 * Initial filters from the URL (§4: "When arriving from a quote or expert link for a product, the
 * initial filters are the product's solution keys"): `?filter=a&filter=b` (the filter form's own
 * GET) and `?solutions=a,b` (what a quote or expert link carries).
 */
export function filtersFromSearch(search: URLSearchParams): string[] {
  return normaliseFilters([...search.getAll('filter'), ...search.getAll('solutions').flatMap((value) => value.split(','))]);
}
