import { describe, expect, it } from 'vitest';
import { compareCsv, csvField, csvFileName } from './compare-csv';
import { differencesOnly, specRows, applicationRows } from './compare-rows';
import { product } from './compare-fixtures';

const labels = { section: 'Bereich', feature: 'Merkmal', articleNumber: 'Artikelnummer', brand: 'Marke', yes: 'ja', no: 'nein' };

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['1,5 kg', '"1,5 kg"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    [' padded', '" padded"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['@cmd', "'@cmd"],
    ['-10 °C', '-10 °C'],
    ['-cmd', "'-cmd"],
    ['+1', "'+1"],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('compareCsv', () => {
  const a = product(1, {
    name: 'Gun "A", big',
    specs: {
      metric: [
        { name: 'Gewicht', value: '1,05 kg' },
        { name: 'Leistung', value: '1600 W' },
      ],
      imperial: [
        { name: 'Gewicht', value: '2.31 lb' },
        { name: 'Leistung', value: '1600 W' },
      ],
    },
    applications: ['Dach'],
  });
  const b = product(2, {
    specs: {
      metric: [
        { name: 'Gewicht', value: '0,9 kg' },
        { name: 'Leistung', value: '1600 W' },
      ],
      imperial: [
        { name: 'Gewicht', value: '1.98 lb' },
        { name: 'Leistung', value: '1600 W' },
      ],
    },
  });

  it('writes the header, article numbers, brands and each section row in the unit system, quoted, CRLF', () => {
    const csv = compareCsv({
      products: [a, b],
      sections: [
        { title: 'Technische Daten', rows: specRows([a, b], 'metric') },
        { title: 'Anwendungen', rows: applicationRows([a, b]) },
      ],
      labels,
    });
    expect(csv.split('\r\n')).toEqual([
      'Bereich,Merkmal,"Gun ""A"", big",Gun 2',
      ',Artikelnummer,100.001,100.002',
      ',Marke,Kestrel,Kestrel',
      'Technische Daten,Gewicht,"1,05 kg","0,9 kg"',
      'Technische Daten,Leistung,1600 W,1600 W',
      'Anwendungen,Dach,ja,nein',
      '',
    ]);
  });

  it('imperial units and differences only', () => {
    const csv = compareCsv({
      products: [a, b],
      sections: [{ title: 'Specs', rows: differencesOnly(specRows([a, b], 'imperial')) }],
      labels,
    });
    expect(csv).toContain('Specs,Gewicht,2.31 lb,1.98 lb\r\n');
    expect(csv).not.toContain('Leistung');
  });

  it('names the file after the category', () => {
    expect(csvFileName('Heissluftgeräte & Düsen')).toBe('comparison-heissluftgerate-dusen.csv');
    expect(csvFileName('***')).toBe('comparison-products.csv');
  });
});
