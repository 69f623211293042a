import type { MasterProduct, ProductVariant } from '@mbw/api-clients';
import { emptyJsonLdValues } from '@mbw/util';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './product-json-ld';
import { productPageView } from './product-view';

const master = {
  MasterProductID: 1001,
  MasterProductName: 'CALORA S3',
  MasterProductENName: 'CALORA S3',
  MasterProductMetaDescription: 'CALORA S3 from the Hot-air tools range.',
  BrandName: 'Kestrel Technologies',
  Category: 'Hot-air tools',
  ProductType: 'devices',
  media: [{ url: '/-/media/calora-s3-front.svg', thumbnail: '', type: 'image/jpeg', alt: 'CALORA S3, front view' }],
  USP: [],
  Description: { title: '', intro: 'Intro.', body: '' },
  technicalSpecs: { metric: [], imperial: [] },
  technicalDatasheet: { url: null },
  benefits: { isBullet: false, data: [] },
  Applications: [],
  CompatibleProducts: [],
  similarProducts: [],
  scopeOfDelivery: [],
} as unknown as MasterProduct;
const variant = {
  id: 100001,
  articleNumber: '142.270',
  articleName: 'CALORA S3 230 V / CH plug',
  sku: '142.270',
  media: [],
  applications: [],
  technicalDatasheet: { url: null },
  technicalSpecs: { metric: [], imperial: [] },
  scopeOfDelivery: [],
  description: { masterProductDescriptionTitle: '', masterProductDescriptionIntro: '', masterProductDescriptionBody: '' },
} as unknown as ProductVariant;

/** schema.org Product as search engines ask for it: name required; brand, description, image, sku, mpn recommended. */
describe('productJsonLd against schema.org Product', () => {
  it('a variant page has name, brand, description, absolute image, sku, mpn and url, and no empty values', () => {
    const product = productPageView({ master, variants: [variant], variant, language: 'de-CH' });
    const data = productJsonLd(product, { origin: 'https://www.example.com' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'CALORA S3 230 V / CH plug',
      sku: '142.270',
      mpn: '142.270',
      brand: { '@type': 'Brand', name: 'Kestrel Technologies' },
      description: 'CALORA S3 from the Hot-air tools range.',
      image: ['https://www.example.com/-/media/calora-s3-front.svg'],
      url: 'https://www.example.com/de-CH/product/CALORA-S3/142-270',
    });
    expect(emptyJsonLdValues(data)).toEqual([]);
  });

  it('leaves out what the product lacks instead of carrying empty values', () => {
    const bare = { ...master, MasterProductMetaDescription: '', BrandName: '', Category: '', media: [], Description: { title: '', intro: '', body: '' } } as unknown as MasterProduct;
    const data = productJsonLd(productPageView({ master: bare, variants: [], variant: null, language: 'en' }), { origin: 'https://www.example.com' });
    expect(data).toMatchObject({ '@type': 'Product', name: 'CALORA S3', url: 'https://www.example.com/en/product/CALORA-S3' });
    expect(emptyJsonLdValues(data)).toEqual([]);
  });
});
