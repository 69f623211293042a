import { describe, expect, it } from 'vitest';
import { isAccessory, productDescription } from './product-description';

const master = (ProductType: string) => ({
  ProductType,
  Description: { title: 'Master title', intro: 'Master intro', body: 'Master body' },
});
const variant = (title: string, intro = 'Variant intro', body = 'Variant body') => ({
  description: { masterProductDescriptionTitle: title, masterProductDescriptionIntro: intro, masterProductDescriptionBody: body },
});

describe('isAccessory', () => {
  it('recognises the accessories product type in any case', () => {
    expect(isAccessory({ ProductType: 'accessories' })).toBe(true);
    expect(isAccessory({ ProductType: ' Accessories ' })).toBe(true);
    expect(isAccessory({ ProductType: 'devices' })).toBe(false);
    expect(isAccessory({ ProductType: '' })).toBe(false);
  });
});

describe('productDescription', () => {
  it('takes a device description from the master, whatever the variant says', () => {
    expect(productDescription(master('devices'), variant('Variant title'))).toEqual({
      title: 'Master title',
      intro: 'Master intro',
      body: 'Master body',
    });
  });

  it('takes an accessory description from the URL variant', () => {
    expect(productDescription(master('accessories'), variant('Variant title'))).toEqual({
      title: 'Variant title',
      intro: 'Variant intro',
      body: 'Variant body',
    });
  });

  it('falls back to the master for an accessory without a URL variant or with a blank variant description', () => {
    expect(productDescription(master('accessories'), null).title).toBe('Master title');
    expect(productDescription(master('accessories'), variant(' ', '', '')).title).toBe('Master title');
  });
});
