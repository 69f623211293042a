/**
 * The group-by every search request carries (spec discovery §7): results grouped on the hero
 * template name, at most 20 values, injection depth 10 000. It is counted on the site's constant
 * query alone (not the active tab's), so every tab shows its count while one is selected.
 */
export const GROUP_BY_FIELD = '@herotemplatename';
export const GROUP_BY_MAX_VALUES = 20;
export const GROUP_BY_INJECTION_DEPTH = 10_000;

/** Both restrictions, each in brackets; an empty one is left out. */
export function andExpressions(...expressions: (string | undefined)[]): string {
  const parts = expressions.map((expression) => expression?.trim() ?? '').filter(Boolean);
  return parts.length <= 1 ? (parts[0] ?? '') : parts.map((part) => `(${part})`).join(' AND ');
}

type Body = Record<string, unknown>;

/** A group-by a page adds to the one every search carries (the jobs lister's on company, spec discovery §4). */
export interface ExtraGroupBy {
  field: string;
  maxNumberOfValues: number;
  injectionDepth: number;
  /** Counted on this constant query instead of the request's (a tab's own restriction left out). */
  constantQueryOverride?: string;
}

/**
 * The page's constant query joins the engine's own (the active tab's) on every request that
 * carries one: searches, query suggestions and facet searches (in their search context). A search
 * also gets the group-by. A body that is not a JSON object is left alone.
 */
export function prepareSearchBody(
  body: string,
  method: string | undefined,
  constantQuery: string,
  extraGroupBy: readonly ExtraGroupBy[] = [],
): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
  const request = parsed as Body;
  if (method === 'facetSearch') {
    const context = (typeof request['searchContext'] === 'object' && request['searchContext']) || {};
    return JSON.stringify({
      ...request,
      searchContext: { ...context, cq: andExpressions(constantQuery, (context as Body)['cq'] as string | undefined) },
    });
  }
  const restricted = { ...request, cq: andExpressions(constantQuery, typeof request['cq'] === 'string' ? request['cq'] : '') };
  if (method !== 'search') return JSON.stringify(restricted);
  return JSON.stringify({
    ...restricted,
    groupBy: [
      {
        field: GROUP_BY_FIELD,
        maxNumberOfValues: GROUP_BY_MAX_VALUES,
        injectionDepth: GROUP_BY_INJECTION_DEPTH,
        constantQueryOverride: constantQuery,
      },
      ...extraGroupBy,
    ],
  });
}

export interface GroupValue {
  value: string;
  numberOfResults: number;
}

/** The group-by values of a search response (kept in the engine's state as the API sent it) for a field (default: the hero template name). */
export function groupValues(response: unknown, field: string = GROUP_BY_FIELD): GroupValue[] {
  const groups = (response as { groupByResults?: unknown } | null)?.groupByResults;
  if (!Array.isArray(groups)) return [];
  const group = groups.find(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      String((entry as { field?: unknown }).field).replace(/^@/, '') === field.replace(/^@/, ''),
  );
  const values = (group as { values?: unknown } | undefined)?.values;
  if (!Array.isArray(values)) return [];
  return values.flatMap((entry) => {
    const { value, numberOfResults } = (entry ?? {}) as { value?: unknown; numberOfResults?: unknown };
    return typeof value === 'string' && typeof numberOfResults === 'number' ? [{ value, numberOfResults }] : [];
  });
}
