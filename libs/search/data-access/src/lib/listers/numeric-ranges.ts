import { formatNumber } from '@mbw/util';

/**
 * Numeric range facets (spec discovery §9: "numeric facets 5 automatic ranges, injection depth
 * 1000. Units: kg/h, kg (2 decimals), mm, W, °C, l/min, m/min"). The request asks Coveo for
 * `NUMERIC_RANGE_COUNT` automatic ranges; the labels carry the field's unit and decimals.
 */
export const NUMERIC_RANGE_COUNT = 5;
export const NUMERIC_FACET_INJECTION_DEPTH = 1000;

export interface NumericUnit {
  symbol: string;
  /** Decimals every bound is shown with. */
  decimals: number;
}

/** The units of §9 (kg with 2 decimals; kg/h and m/min with one, as the catalog shows them), and Pa for static pressure. */
export const NUMERIC_UNITS = {
  'kg/h': { symbol: 'kg/h', decimals: 1 },
  kg: { symbol: 'kg', decimals: 2 },
  mm: { symbol: 'mm', decimals: 0 },
  W: { symbol: 'W', decimals: 0 },
  '°C': { symbol: '°C', decimals: 0 },
  'l/min': { symbol: 'l/min', decimals: 0 },
  'm/min': { symbol: 'm/min', decimals: 1 },
  Pa: { symbol: 'Pa', decimals: 0 },
} as const satisfies Record<string, NumericUnit>;

export type NumericUnitKey = keyof typeof NUMERIC_UNITS;

/**
 * The numeric fields of the product listers (spec discovery §2: power W, temperature °C, airflow
 * l/min, weight without power cord kg with 2 decimals, welding speed m/min; §9: the blowers' static
 * pressure) and their units. Field names as the index has them (metric values).
 */
export const NUMERIC_FIELD_UNITS = {
  power: 'W',
  temperature: '°C',
  airflow: 'l/min',
  weight: 'kg',
  speed: 'm/min',
  staticpressure: 'Pa',
} as const satisfies Record<string, NumericUnitKey>;

export type NumericField = keyof typeof NUMERIC_FIELD_UNITS;

export interface NumericRange {
  start: number;
  end: number;
}

/** A bound in the page locale with the unit's decimals ("1 500", "2,35"). */
export function formatNumericValue(value: number, unit: NumericUnitKey, locale: string | null | undefined): string {
  return formatNumber(value, locale, NUMERIC_UNITS[unit].decimals) ?? '';
}

/** A range's label: both bounds in the page locale, an en dash and the unit ("1 500 – 2 000 W"). */
export function numericRangeLabel(range: NumericRange, field: NumericField, locale: string | null | undefined): string {
  const unit = NUMERIC_FIELD_UNITS[field];
  const start = formatNumericValue(range.start, unit, locale);
  const end = formatNumericValue(range.end, unit, locale);
  return `${start} – ${end} ${NUMERIC_UNITS[unit].symbol}`;
}
