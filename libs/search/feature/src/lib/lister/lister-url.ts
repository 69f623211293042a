import { MAX_QUERY_LENGTH, type FacetDefinition, type FacetSelection } from '@mbw/search-data-access';

/** What a lister's URL says: its query and facet selections (shareable; reload and back keep them). */
export interface ListerUrlState {
  query: string;
  selection: FacetSelection;
  /** The jobs lister's company tab (?company=); none: all jobs. */
  company?: string;
  /** The accessories lister's chosen product (?compatible=): only the accessories that fit it. */
  compatible?: string;
}

/** The jobs lister's company tab in the URL. */
export const COMPANY_PARAM = 'company';
/** The accessories lister's chosen product in the URL. */
export const COMPATIBLE_PARAM = 'compatible';

/** A single-value parameter (the company tab, the chosen product): one value of sensible length, or none. */
export function readValueParam(params: URLSearchParams, name: typeof COMPANY_PARAM | typeof COMPATIBLE_PARAM): string | undefined {
  const value = (params.get(name) ?? '').trim();
  return value && value.length <= MAX_VALUE_LENGTH ? value : undefined;
}

const MAX_FACET_SELECTIONS = 50;
const MAX_VALUE_LENGTH = 200;
/** A numeric range as the URL and the facet hold it: `start..end` (the form Coveo's own URLs use). */
const RANGE = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)$/;

export const facetParam = (id: string) => `f-${id}`;

export function parseRange(value: string): { start: number; end: number } | null {
  const match = RANGE.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start <= end ? { start, end } : null;
}

export function rangeValue(range: { start: number; end: number }): string {
  return `${range.start}..${range.end}`;
}

/**
 * Reads ?q= and ?f-{facet}= (repeated) for the lister's facets: a numeric facet keeps well-formed
 * ranges, a single-choice facet its first value; anything else, or too much of it, is dropped.
 */
export function readListerUrl(params: URLSearchParams, facets: readonly FacetDefinition[]): ListerUrlState {
  const query = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  const selection: Record<string, string[]> = {};
  for (const facet of facets) {
    const values = [...new Set(params.getAll(facetParam(facet.id)))]
      .filter((value) => value.trim() && value.length <= MAX_VALUE_LENGTH)
      .filter((value) => facet.kind !== 'numeric' || parseRange(value) !== null)
      .slice(0, facet.singleChoice ? 1 : MAX_FACET_SELECTIONS);
    if (values.length > 0) selection[facet.id] = values;
  }
  return { query, selection };
}

/** The lister page's URL of a state (its own path; the query string only). */
export function listerSearch(state: ListerUrlState, facets: readonly FacetDefinition[]): string {
  const params = new URLSearchParams();
  if (state.query) params.set('q', state.query);
  if (state.company) params.set(COMPANY_PARAM, state.company);
  if (state.compatible) params.set(COMPATIBLE_PARAM, state.compatible);
  for (const facet of facets) for (const value of state.selection[facet.id] ?? []) params.append(facetParam(facet.id), value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** An element id derived from a component's own (useId): `{id}-{part}`. */
export const idOf = (id: string, part: string) => `${id}-${part}`;
