import { describe, expect, it } from 'vitest';
import {
  NUMERIC_FACET_INJECTION_DEPTH,
  NUMERIC_FIELD_UNITS,
  NUMERIC_RANGE_COUNT,
  formatNumericValue,
  numericRangeLabel,
} from './numeric-ranges';

// Intl output uses narrow no-break spaces in some locales, and the Swiss group separator is ' or ’
// depending on the ICU version; compare with plain spaces and apostrophes.
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/’/g, "'");

describe('numeric ranges (spec discovery §9)', () => {
  it('asks for 5 automatic ranges with injection depth 1000', () => {
    expect([NUMERIC_RANGE_COUNT, NUMERIC_FACET_INJECTION_DEPTH]).toEqual([5, 1000]);
  });

  it('gives each lister field its unit', () => {
    expect(NUMERIC_FIELD_UNITS).toEqual({
      power: 'W',
      temperature: '°C',
      airflow: 'l/min',
      weight: 'kg',
      speed: 'm/min',
      staticpressure: 'Pa',
    });
  });

  it.each([
    ['power', 'fr-FR', '1 500 – 2 000 W'],
    ['power', 'en-US', '1,500 – 2,000 W'],
    ['power', 'de-DE', '1.500 – 2.000 W'],
    ['power', 'it-IT', '1500 – 2000 W'],
    ['temperature', 'de-CH', "1'500 – 2'000 °C"],
    ['airflow', 'en', "1'500 – 2'000 l/min"],
  ] as const)('%s in %s', (field, locale, label) => {
    expect(plain(numericRangeLabel({ start: 1500, end: 2000 }, field, locale))).toBe(label);
  });

  it('shows weight with 2 decimals and speed with one', () => {
    expect(numericRangeLabel({ start: 0.8, end: 1.254 }, 'weight', 'de-DE')).toBe('0,80 – 1,25 kg');
    expect(numericRangeLabel({ start: 0.5, end: 3 }, 'speed', 'en-US')).toBe('0.5 – 3.0 m/min');
  });

  it('rounds automatic bounds to the unit’s decimals', () => {
    expect(formatNumericValue(1333.3333, 'W', 'en-US')).toBe('1,333');
    expect(formatNumericValue(412.6, 'Pa', 'en-US')).toBe('413');
  });
});
