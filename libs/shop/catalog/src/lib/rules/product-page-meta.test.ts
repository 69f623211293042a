import { productPageView } from './product-view';
import type { MasterProduct, ProductVariant } from '@mbw/api-clients';
import { describe, expect, it } from 'vitest';
import { productPageMeta } from './product-page-meta';

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
  Solutions: [{ key: 'roofing', name: 'Roofing' }],
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
  solutions: [],
} as unknown as ProductVariant;

describe('productPageMeta', () => {
  it('names the variant, describes it with the meta description and points canonical and hreflang at the variant URL', () => {
    const product = productPageView({ master, variants: [variant], variant, language: 'de-CH' });
    const meta = productPageMeta({ product, siteName: 'Kestrel Technologies', origin: 'https://www.example.com', language: 'de-CH' });
    expect(meta).toEqual({
      title: 'CALORA S3 230 V / CH plug',
      siteName: 'Kestrel Technologies',
      description: 'CALORA S3 from the Hot-air tools range.',
      canonicalUrl: 'https://www.example.com/de-CH/product/CALORA-S3/142-270',
      language: 'de-CH',
      alternates: [
        { hrefLang: 'en', href: 'https://www.example.com/en/product/CALORA-S3/142-270' },
        { hrefLang: 'de', href: 'https://www.example.com/de/product/CALORA-S3/142-270' },
        { hrefLang: 'fr', href: 'https://www.example.com/fr/product/CALORA-S3/142-270' },
        { hrefLang: 'it', href: 'https://www.example.com/it/product/CALORA-S3/142-270' },
        { hrefLang: 'x-default', href: 'https://www.example.com/en/product/CALORA-S3/142-270' },
      ],
      openGraph: {
        title: 'CALORA S3',
        description: 'CALORA S3 from the Hot-air tools range.',
        image: { src: 'https://www.example.com/-/media/calora-s3-front.svg', alt: 'CALORA S3, front view' },
      },
    });
  });

  it('falls back to the intro as description and the master name as title', () => {
    const product = productPageView({
      master: { ...master, MasterProductMetaDescription: '' },
      variants: [],
      variant: null,
      language: 'en',
    });
    const meta = productPageMeta({ product, siteName: 'Kestrel Technologies', origin: 'https://www.example.com', language: 'en' });
    expect(meta.title).toBe('CALORA S3');
    expect(meta.description).toBe('Intro.');
    expect(meta.canonicalUrl).toBe('https://www.example.com/en/product/CALORA-S3');
  });
});
