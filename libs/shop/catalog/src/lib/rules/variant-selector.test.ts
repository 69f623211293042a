import { describe, expect, it } from 'vitest';
import {
  compareVariantRows,
  filterColumns,
  isDemoCondition,
  rowsHaveOffers,
  showVariantSelector,
  variantChoices,
  variantHref,
  variantRows,
  type VariantChoice,
} from './variant-selector';

const choice = (articleNumber: string, offer?: VariantChoice['offer']): VariantChoice => ({
  id: Number(articleNumber.replace(/\D/g, '')),
  articleNumber,
  name: `Variant ${articleNumber}`,
  filterValues: [],
  offer,
});
const offer = (price: number, available: boolean, condition: 'new' | 'used' | 'refurbished' = 'new') => ({
  price,
  available,
  condition,
  currencyCode: 'EUR',
});
const context = {
  language: 'de-CH',
  englishName: 'CALORA S3',
  currentArticleNumber: '142.271',
};

describe('variantChoices', () => {
  it('keeps id, trimmed article number and name, and the first three filled filter values', () => {
    const choices = variantChoices([
      {
        id: 1,
        articleNumber: ' 142.270 ',
        articleName: ' CALORA S3 230 V ',
        filterValues: [
          { name: 'Voltage', value: '230 V' },
          { name: 'Blank', value: ' ' },
          { name: 'Plug', value: 'EU' },
          { name: 'Power', value: '1900 W' },
          { name: 'Nozzle', value: '40 mm' },
        ],
      },
      { id: 2, articleNumber: ' ', articleName: 'no number' },
    ]);
    expect(choices).toEqual([
      {
        id: 1,
        articleNumber: '142.270',
        name: 'CALORA S3 230 V',
        filterValues: [
          { name: 'Voltage', value: '230 V' },
          { name: 'Plug', value: 'EU' },
          { name: 'Power', value: '1900 W' },
        ],
      },
    ]);
  });
});

describe('variantHref', () => {
  it('is the master page URL with the article number in dash form', () => {
    expect(
      variantHref({
        language: 'de-CH',
        englishName: 'CALORA S3',
        articleNumber: '142.270',
      }),
    ).toBe('/de-CH/product/CALORA-S3/142-270');
  });
  it('adds ?condition=used for used and refurbished demo devices', () => {
    expect(
      variantHref({
        language: 'en',
        englishName: 'CALORA S3',
        articleNumber: '142.270',
        condition: 'used',
      }),
    ).toBe('/en/product/CALORA-S3/142-270?condition=used');
    expect(
      variantHref({
        language: 'en',
        englishName: 'CALORA S3',
        articleNumber: '142.270',
        condition: 'Refurbished',
      }),
    ).toBe('/en/product/CALORA-S3/142-270?condition=used');
    expect(
      variantHref({
        language: 'en',
        englishName: 'CALORA S3',
        articleNumber: '142.270',
        condition: 'new',
      }),
    ).toBe('/en/product/CALORA-S3/142-270');
  });
  it('knows demo conditions', () => {
    expect(isDemoCondition('used')).toBe(true);
    expect(isDemoCondition(' REFURBISHED ')).toBe(true);
    expect(isDemoCondition('new')).toBe(false);
    expect(isDemoCondition(undefined)).toBe(false);
  });
});

describe('variantRows', () => {
  it('sorts by article number (numerically), marks the current variant and links each row', () => {
    const rows = variantRows([choice('142.271'), choice('99.100'), choice('142.270')], context);
    expect(rows.map((row) => row.articleNumber)).toEqual(['99.100', '142.270', '142.271']);
    expect(rows.map((row) => row.isCurrent)).toEqual([false, false, true]);
    expect(rows[1]?.href).toBe('/de-CH/product/CALORA-S3/142-270');
  });
  it('leaves used and refurbished shop products out', () => {
    const rows = variantRows(
      [
        choice('142.270', offer(900, true, 'used')),
        choice('142.271', offer(1000, true)),
        choice('142.272', offer(800, true, 'refurbished')),
      ],
      context,
    );
    expect(rows.map((row) => row.articleNumber)).toEqual(['142.271']);
  });
  it('with equal article numbers: available first, then the lower price, no offer last', () => {
    const rows = [
      choice('142.270'),
      choice('142.270', offer(500, false)),
      choice('142.270', offer(700, true)),
      choice('142.270', offer(600, true)),
    ].sort(compareVariantRows);
    expect(rows.map((row) => (row.offer ? `${row.offer.available}-${row.offer.price}` : 'none'))).toEqual([
      'true-600',
      'true-700',
      'false-500',
      'none',
    ]);
  });
  it('marks nothing current without an article number', () => {
    expect(
      variantRows([choice('142.270')], {
        ...context,
        currentArticleNumber: null,
      })[0]?.isCurrent,
    ).toBe(false);
  });
});

describe('showVariantSelector', () => {
  const rows = [choice('142.270')];
  it('shows with more than one variant and rows', () => {
    expect(showVariantSelector({ variantCount: 2, rows })).toBe(true);
    expect(showVariantSelector({ variantCount: 1, rows })).toBe(false);
    expect(showVariantSelector({ variantCount: 3, rows: [] })).toBe(false);
  });
  it('shows with more than one shop product that is not used', () => {
    expect(
      showVariantSelector({
        variantCount: 1,
        shopProducts: [{ condition: 'new' }, { condition: null }],
        rows,
      }),
    ).toBe(true);
    expect(
      showVariantSelector({
        variantCount: 1,
        shopProducts: [{ condition: 'new' }, { condition: 'used' }, { condition: 'refurbished' }],
        rows,
      }),
    ).toBe(false);
  });
});

describe('columns', () => {
  it('has offer columns only when a row has an offer', () => {
    expect(rowsHaveOffers([choice('1')])).toBe(false);
    expect(rowsHaveOffers([choice('1'), choice('2', offer(1, true))])).toBe(true);
  });
  it('names at most three filter columns, in order of appearance', () => {
    const a = {
      ...choice('1'),
      filterValues: [
        { name: 'Voltage', value: '230 V' },
        { name: 'Plug', value: 'EU' },
      ],
    };
    const b = {
      ...choice('2'),
      filterValues: [
        { name: 'Voltage', value: '120 V' },
        { name: 'Power', value: '1 kW' },
        { name: 'Nozzle', value: '5 mm' },
      ],
    };
    expect(filterColumns([a, b])).toEqual(['Voltage', 'Plug', 'Power']);
  });
});
