import { describe, expect, it } from 'vitest';
import { sampleMaster, sampleTechnicalTitles, sampleVariant } from '../testing/product-fixtures';
import { productJsonLd } from './product-json-ld';
import { productPageView } from './product-view';

describe('productPageView', () => {
  it('builds the page from the master and the URL variant', () => {
    const master = sampleMaster();
    const variant = sampleVariant();
    const view = productPageView({ master, variants: [variant, sampleVariant({ id: 100002, articleNumber: '142.271' })], variant, technicalTitles: sampleTechnicalTitles(), language: 'de-CH' });
    expect(view).toMatchObject({
      masterId: 1001,
      name: 'CALORA S3',
      englishName: 'CALORA S3',
      path: '/de-CH/product/CALORA-S3/142-270',
      isAccessory: false,
      variantCount: 2,
      variant: { id: 100001, articleNumber: '142.270', sku: '142.270', highlights: [{ title: 'Voltage', subTitle: '230 V' }, { title: 'Power', subTitle: '1900 W' }] },
    });
    // Variant media first, then the master's, each once.
    expect(view.gallery.map((item) => item.src)).toEqual([
      '/-/media/calora-s3-142-270.svg',
      '/-/media/calora-s3-front.svg',
      '/-/media/calora-s3-side.svg',
      '/-/media/product-demo.webm',
      '/-/media/calora-s3-in-use.svg',
    ]);
    // A device: the master's description.
    expect(view.description.title).toBe('CALORA S3: hot air under control');
    // The variant has no specs, scope or applications of its own: the master's.
    expect(view.specs.metric).toHaveLength(7);
    expect(view.scopeOfDelivery).toEqual([
      { text: '1 × CALORA S3 230 V / CH plug', href: '/de-CH/product/CALORA-S3/142-270' },
      { text: 'Calibration certificate', href: null },
    ]);
    expect(view.applications).toHaveLength(11);
    expect(view.datasheetUrl).toBe('/-/media/downloads/technical-datasheet-142-270.pdf');
    expect(view.compatibleProducts[0]).toMatchObject({ name: 'BLAZE PLUS', href: '/de-CH/product/BLAZE-PLUS' });
    expect(Array.from(view.compatibleProducts[0]!.description).length).toBeLessThanOrEqual(121);
    expect(view.compatibleProducts[0]!.description.endsWith('…')).toBe(true);
  });

  it('prefers the variant specs, scope of delivery and applications when it has them', () => {
    const variant = sampleVariant({
      technicalSpecs: { metric: [{ name: 'Power', value: '3400 W', tooltip: '' }, { name: ' ', value: 'dropped', tooltip: '' }], imperial: [] },
      scopeOfDelivery: [{ articleNumber: undefined, productAssetNameNormalized: undefined, text: 'Variant case' }],
      applications: [{ name: 'Roofing', imageUrl: '/-/media/roofing.svg' }],
      technicalDatasheet: { url: '/-/media/downloads/variant.pdf' },
    });
    const view = productPageView({ master: sampleMaster(), variants: [variant], variant, language: 'en' });
    expect(view.specs).toEqual({ metric: [{ name: 'Power', value: '3400 W', tooltip: '' }], imperial: [] });
    expect(view.scopeOfDelivery).toEqual([{ text: 'Variant case', href: null }]);
    expect(view.applications).toEqual([{ name: 'Roofing', imageUrl: '/-/media/roofing.svg' }]);
    expect(view.datasheetUrl).toBe('/-/media/downloads/variant.pdf');
  });

  it('takes an accessory description from the URL variant', () => {
    const variant = sampleVariant();
    const view = productPageView({ master: sampleMaster({ ProductType: 'accessories' }), variants: [variant], variant, language: 'en' });
    expect(view.isAccessory).toBe(true);
    expect(view.description).toEqual({ title: 'Variant description title', intro: 'Variant description intro.', body: 'Variant description body.' });
  });

  it('works without variants', () => {
    const view = productPageView({ master: sampleMaster(), variants: [], variant: null, language: 'en' });
    expect(view.variant).toBeNull();
    expect(view.path).toBe('/en/product/CALORA-S3');
    expect(view.variantCount).toBe(0);
  });
});

describe('productJsonLd', () => {
  it('describes the variant as a schema.org Product without offers', () => {
    const variant = sampleVariant();
    const view = productPageView({ master: sampleMaster(), variants: [variant], variant, language: 'en' });
    const jsonLd = productJsonLd(view, { origin: 'https://www.example.com' });
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'CALORA S3 230 V / CH plug, Standard',
      sku: '142.270',
      mpn: '142.270',
      productID: '142.270',
      brand: { '@type': 'Brand', name: 'Kestrel Technologies' },
      image: [
        'https://www.example.com/-/media/calora-s3-142-270.svg',
        'https://www.example.com/-/media/calora-s3-front.svg',
        'https://www.example.com/-/media/calora-s3-side.svg',
        'https://www.example.com/-/media/calora-s3-in-use.svg',
      ],
      description: 'CALORA S3 from the Hot-air tools range: technical data, variants, accessories and downloads.',
      category: 'Hot-air tools',
      url: 'https://www.example.com/en/product/CALORA-S3/142-270',
    });
    expect(jsonLd).not.toHaveProperty('offers');
  });
});
