import type { GroupValue } from '../engine/group-by';

/**
 * The jobs lister's company tabs (spec discovery §4 "Jobs lister company tabs: counts come from a
 * group-by on company"; §9 "Job company tabs limited to four values, one of which is
 * International").
 */
export const JOB_COMPANY_FIELD = '@company';
export const JOB_COMPANY_TAB_LIMIT = 4;
export const INTERNATIONAL_COMPANY = 'International';

/** The group-by on company the jobs lister's request carries. */
export const JOB_COMPANY_GROUP_BY = { field: JOB_COMPANY_FIELD, maxNumberOfValues: 20, injectionDepth: 10_000 } as const;

const isInternational = (entry: GroupValue) => entry.value.toLowerCase() === INTERNATIONAL_COMPANY.toLowerCase();

/**
 * The tabs from the group-by values of `JOB_COMPANY_FIELD`: the companies with the most jobs (ties
 * by name), then International, four at most. International is a tab even without jobs.
 */
export function jobCompanyTabs(values: readonly GroupValue[]): GroupValue[] {
  const international = values.find(isInternational) ?? { value: INTERNATIONAL_COMPANY, numberOfResults: 0 };
  const companies = values
    .filter((entry) => !isInternational(entry) && entry.numberOfResults > 0)
    .sort((a, b) => b.numberOfResults - a.numberOfResults || a.value.localeCompare(b.value))
    .slice(0, JOB_COMPANY_TAB_LIMIT - 1);
  return [...companies, international];
}
