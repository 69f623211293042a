import type { NumericFacetValue } from '@coveo/headless/ssr';
import { numericRangeLabel, type FacetDefinition, type NumericField } from '@mbw/search-data-access';
import { rangeValue } from './lister-url';

/** A lister's numeric range labels ("1 500 – 2 000 W") by facet id, then range value ("1500..2000"). */
export type RangeLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

/**
 * The labels of the numeric facets' ranges in the page's locale, made on the server with the
 * results. The browser shows them as they come: building its first Intl formatter starts ICU (about
 * 150 ms of a phone's main thread), which stays out of the lister's hydration. A facet change is a
 * navigation, so new ranges come with their labels.
 */
export function rangeLabelsOf(controllers: unknown, facets: readonly FacetDefinition[], locale: string): RangeLabels {
  const byKey = controllers as Record<string, { state?: { values?: readonly NumericFacetValue[] } } | undefined>;
  const labels: Record<string, Record<string, string>> = {};
  for (const facet of facets) {
    if (facet.kind !== 'numeric') continue;
    const values = byKey[`facet-${facet.id}`]?.state?.values ?? [];
    labels[facet.id] = Object.fromEntries(
      values.map((value) => [rangeValue(value), numericRangeLabel(value, facet.field as NumericField, locale)]),
    );
  }
  return labels;
}
