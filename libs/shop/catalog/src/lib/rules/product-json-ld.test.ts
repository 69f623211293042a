import type { MasterProduct } from '@mbw/api-clients';
import { emptyJsonLdValues } from '@mbw/util';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';
import { sampleMaster, sampleVariant } from '../testing/product-fixtures';
import { productPageView } from './product-view';

const master = sampleMaster({ MasterProductMetaDescription: 'CALORA S3 from the Hot-air tools range.' });
const variant = sampleVariant();

/** schema.org Product as search engines ask for it: name required; brand, description, image, sku, mpn recommended. */
describe('productJsonLd against schema.org Product', () => {
  it('a variant page has name, brand, description, absolute image, sku, mpn and url, and no empty values', () => {
    const product = productPageView({ master, variants: [variant], variant, language: 'de-CH' });
    const data = productJsonLd(product, { origin: 'https://www.example.com' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'CALORA S3 230 V / CH plug, Standard',
      sku: '142.270',
      mpn: '142.270',
      brand: { '@type': 'Brand', name: 'Kestrel Technologies' },
      description: 'CALORA S3 from the Hot-air tools range.',
      // The variant's own picture first, then the master's; no video, none twice.
      image: ['calora-s3-142-270', 'calora-s3-front', 'calora-s3-side', 'calora-s3-in-use'].map(
        (name) => `https://www.example.com/-/media/${name}.svg`,
      ),
      url: 'https://www.example.com/de-CH/product/CALORA-S3/142-270',
    });
    expect(emptyJsonLdValues(data)).toEqual([]);
  });

  it('leaves out what the product lacks instead of carrying empty values', () => {
    const bare = {
      ...master,
      MasterProductMetaDescription: '',
      BrandName: '',
      Category: '',
      media: [],
      Description: { title: '', intro: '', body: '' },
    } as unknown as MasterProduct;
    const data = productJsonLd(productPageView({ master: bare, variants: [], variant: null, language: 'en' }), {
      origin: 'https://www.example.com',
    });
    expect(data).toMatchObject({ '@type': 'Product', name: 'CALORA S3', url: 'https://www.example.com/en/product/CALORA-S3' });
    expect(emptyJsonLdValues(data)).toEqual([]);
  });
});
