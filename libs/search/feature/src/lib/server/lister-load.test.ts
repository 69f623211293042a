import { describe, expect, it } from 'vitest';
import { placedListerOf } from './lister-load';

describe('placedListerOf (spec discovery §2)', () => {
  it('places the downloads listers by their blocks', () => {
    expect(placedListerOf({ componentName: 'DownloadsLister' })).toEqual({ lister: 'downloads' });
    expect(placedListerOf({ componentName: 'ProductDownloadsLister' })).toEqual({ lister: 'product-downloads' });
  });

  it('keeps the families and accessories, and nothing for other blocks', () => {
    expect(placedListerOf({ componentName: 'ProductFamilyLister', params: { family: 'heat-guns' } })).toEqual({ lister: 'heat-guns' });
    expect(placedListerOf({ componentName: 'ProductFamilyLister', params: { family: 'downloads' } })).toBeNull();
    expect(placedListerOf({ componentName: 'AccessoriesLister', params: { category: 'Nozzles' } })).toEqual({
      lister: 'accessories',
      category: 'Nozzles',
    });
    expect(placedListerOf({ componentName: 'RichText' })).toBeNull();
    expect(placedListerOf({ componentName: 'toString' })).toBeNull();
  });
});
