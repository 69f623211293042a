import { describe, expect, it } from 'vitest';
import { matchSitePath } from '@mbw/util';
import { findVariantByArticle, productPagePath } from './product-urls';

describe('productPagePath', () => {
  it('uses dashes for spaces in the name and for the dot in the article number', () => {
    expect(productPagePath({ language: 'en', englishName: 'CALORA S3', articleNumber: '142.270' })).toBe('/en/product/CALORA-S3/142-270');
    expect(productPagePath({ language: 'de-CH', englishName: 'Wide-slot nozzle WS 20', articleNumber: '379-840' })).toBe(
      '/de-CH/product/Wide-slot-nozzle-WS-20/379-840',
    );
  });

  it('leaves the article number out when there is none', () => {
    expect(productPagePath({ language: 'fr', englishName: 'SPECTRA 100' })).toBe('/fr/product/SPECTRA-100');
    expect(productPagePath({ language: 'fr', englishName: 'SPECTRA 100', articleNumber: null })).toBe('/fr/product/SPECTRA-100');
  });

  it('builds URLs the router classifies as product pages with the same article number', () => {
    const path = productPagePath({ language: 'it', englishName: 'Hand groover HG 20', articleNumber: '123.456' });
    expect(matchSitePath(path)).toEqual({
      kind: 'product',
      language: { tag: 'it', language: 'it', region: null },
      productSlug: 'Hand-groover-HG-20',
      articleNumber: '123.456',
    });
  });
});

describe('findVariantByArticle', () => {
  const variants = [{ articleNumber: '142.270' }, { articleNumber: '142.271' }];

  it('finds the variant by the dotted or the dashed form', () => {
    expect(findVariantByArticle(variants, '142.271')).toBe(variants[1]);
    expect(findVariantByArticle(variants, '142-270')).toBe(variants[0]);
  });

  it('is null for an unknown, malformed or missing article number', () => {
    expect(findVariantByArticle(variants, '999.999')).toBeNull();
    expect(findVariantByArticle(variants, '142270')).toBeNull();
    expect(findVariantByArticle(variants, null)).toBeNull();
  });
});
