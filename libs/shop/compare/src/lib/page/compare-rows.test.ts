import { describe, expect, it } from 'vitest';
import { product } from './compare-fixtures';
import { applicationRows, differencesOnly, specRows, uspRows, type CompareRow } from './compare-rows';

const a = product(1, {
  specs: {
    metric: [
      { name: 'Power', value: '1600 W' },
      { name: 'Weight', value: '0.6 kg' },
    ],
    imperial: [{ name: 'Weight', value: '1.3 lb' }],
  },
  applications: ['Roofing', 'Flooring'],
  usps: ['Light', 'Quiet'],
});
const b = product(2, {
  specs: {
    metric: [
      { name: 'Weight', value: '0.6 KG ' },
      { name: 'Airflow', value: '500 l/min' },
    ],
    imperial: [{ name: 'Weight', value: '1.3 lb' }],
  },
  applications: ['Roofing'],
  usps: ['Light', 'Strong', 'Cheap'],
});

describe('comparison rows', () => {
  it('one spec row per name any product has, in the chosen unit system', () => {
    expect(specRows([a, b], 'metric')).toEqual([
      { key: 'spec:Power', label: 'Power', cells: ['1600 W', ''] },
      { key: 'spec:Weight', label: 'Weight', cells: ['0.6 kg', '0.6 KG '] },
      { key: 'spec:Airflow', label: 'Airflow', cells: ['', '500 l/min'] },
    ]);
    expect(specRows([a, b], 'imperial')).toEqual([{ key: 'spec:Weight', label: 'Weight', cells: ['1.3 lb', '1.3 lb'] }]);
    const metricOnly = { ...b, specs: { metric: b.specs.metric, imperial: [] } };
    expect(specRows([a, metricOnly], 'imperial').map((row) => row.cells)).toEqual([
      ['1.3 lb', '0.6 KG '],
      ['', '500 l/min'],
    ]);
  });

  it('applications as present or not; selling points side by side, at most 5', () => {
    expect(applicationRows([a, b]).map((row) => row.cells)).toEqual([
      [true, true],
      [true, false],
    ]);
    const rows = uspRows([a, b, product(3, { usps: ['1', '2', '3', '4', '5', '6'] })], (n) => `Point ${n}`);
    expect(rows).toHaveLength(5);
    expect(rows[2]).toEqual({ key: 'usp:2', label: 'Point 3', cells: ['', 'Cheap', '3'] });
  });
});

describe('differencesOnly (beyond the spec)', () => {
  it('hides rows where every product has the same value (case and edge spaces aside)', () => {
    const rows = [...specRows([a, b], 'metric'), ...applicationRows([a, b])];
    expect(differencesOnly(rows).map((row) => row.label)).toEqual(['Power', 'Airflow', 'Flooring']);
  });

  it('keeps an empty cell against a value as a difference, and every row of a single product', () => {
    const rows: CompareRow[] = [
      { key: 'x', label: 'x', cells: ['', ''] },
      { key: 'y', label: 'y', cells: ['', '1'] },
    ];
    expect(differencesOnly(rows).map((row) => row.key)).toEqual(['y']);
    expect(differencesOnly(specRows([a], 'metric'))).toHaveLength(2);
  });
});
