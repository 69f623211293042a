import { describe, expect, it } from 'vitest';
import { scopeOfDeliveryHref, scopeOfDeliveryLines } from './scope-of-delivery';

const full = { articleNumber: '306.942', productAssetNameNormalized: 'Thermocouple-TK-20', text: '1 × Thermocouple TK 20' };

describe('scopeOfDeliveryHref', () => {
  it('links to the product page of the article when all three fields are present', () => {
    expect(scopeOfDeliveryHref(full, 'de-CH')).toBe('/de-CH/product/Thermocouple-TK-20/306-942');
  });

  it('turns spaces in the name into dashes', () => {
    expect(scopeOfDeliveryHref({ ...full, productAssetNameNormalized: 'Thermocouple TK 20' }, 'en')).toBe(
      '/en/product/Thermocouple-TK-20/306-942',
    );
  });

  it.each([
    ['articleNumber', { ...full, articleNumber: undefined }],
    ['productAssetNameNormalized', { ...full, productAssetNameNormalized: undefined }],
    ['text', { ...full, text: undefined }],
    ['a blank field', { ...full, productAssetNameNormalized: '  ' }],
  ])('does not link without %s', (_, entry) => {
    expect(scopeOfDeliveryHref(entry, 'en')).toBeNull();
  });
});

describe('scopeOfDeliveryLines', () => {
  it('keeps the order, links where allowed and leaves out entries without text', () => {
    expect(
      scopeOfDeliveryLines([full, { text: 'Calibration certificate' }, { articleNumber: '1', productAssetNameNormalized: 'X' }], 'en'),
    ).toEqual([
      { text: '1 × Thermocouple TK 20', href: '/en/product/Thermocouple-TK-20/306-942' },
      { text: 'Calibration certificate', href: null },
    ]);
  });
});
