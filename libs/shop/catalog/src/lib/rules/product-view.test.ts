import { describe, expect, it } from 'vitest';
import { sampleMaster, sampleTechnicalTitles, sampleVariant } from '../testing/product-fixtures';
import { productJsonLd } from './product-json-ld';
import { productPageView } from './product-view';

describe('productPageView', () => {
  it('builds the page from the master and the URL variant', () => {
    const master = sampleMaster();
    const variant = sampleVariant();
    const view = productPageView({
      master,
      variants: [variant, sampleVariant({ id: 100002, articleNumber: '142.271' })],
      variant,
      technicalTitles: sampleTechnicalTitles(),
      language: 'de-CH',
    });
    expect(view).toMatchObject({
      masterId: 1001,
      name: 'CALORA S3',
      englishName: 'CALORA S3',
      path: '/de-CH/product/CALORA-S3/142-270',
      isAccessory: false,
      variantCount: 2,
      variant: {
        id: 100001,
        articleNumber: '142.270',
        sku: '142.270',
        highlights: [
          { title: 'Voltage', subTitle: '230 V' },
          { title: 'Power', subTitle: '1900 W' },
        ],
      },
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
      technicalSpecs: {
        metric: [
          { name: 'Power', value: '3400 W', tooltip: '' },
          { name: ' ', value: 'dropped', tooltip: '' },
        ],
        imperial: [],
      },
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
    expect(view.description).toEqual({
      title: 'Variant description title',
      intro: 'Variant description intro.',
      body: 'Variant description body.',
    });
  });

  it('works without variants', () => {
    const view = productPageView({ master: sampleMaster(), variants: [], variant: null, language: 'en' });
    expect(view.variant).toBeNull();
    expect(view.path).toBe('/en/product/CALORA-S3');
    expect(view.variantCount).toBe(0);
  });
});

describe('productPageView: similar accessories, similar products and videos', () => {
  const longText =
    'The AEROTHERM DUO is a hand-held hot-air tool for welding, shrinking and drying in the workshop and on site, with a brushless fan.';
  const master = sampleMaster({
    similarProducts: [
      {
        Id: 1121,
        Name: 'AEROTHERM DUO',
        NameEn: 'AEROTHERM DUO',
        CategoryEn: 'Hot-air tools',
        BrandName: 'Kestrel Technologies',
        ImageUrl: '/-/media/aerotherm-duo.svg',
        Description: longText,
      },
      { Id: 1122, Name: ' ', NameEn: '', CategoryEn: '', BrandName: '', ImageUrl: '', Description: '' },
    ],
  });
  const accessory = {
    ArticleID: 101721,
    ArticleName: 'Mica tube MT 22 Ø 21 mm fitting',
    ArticleNumber: '875.140',
    imageUrl: '/-/media/mica-tube-mt-22-875-140.svg',
    MasterProductName: 'Mica tube MT 22',
    MasterProductENName: 'Mica tube MT 22',
    SubTitleInfo: 'Ø 21 mm fitting',
    BrandName: 'Kestrel Technologies',
  };

  it('maps similar products like compatible ones (description cut at 120), accessories and the campaign request', () => {
    const view = productPageView({
      master,
      variants: [],
      variant: null,
      similarAccessories: [accessory],
      videoCampaign: { tenant: 'technologies', name: 'CALORA-S3', language: 'en' },
      language: 'en',
    });
    expect(view.similarProducts).toHaveLength(1);
    expect(view.similarProducts[0]).toMatchObject({ id: 1121, name: 'AEROTHERM DUO', href: '/en/product/AEROTHERM-DUO' });
    expect(view.similarProducts[0]?.description.length).toBeLessThanOrEqual(121);
    expect(view.similarAccessories).toEqual([
      expect.objectContaining({ articleNumber: '875.140', href: '/en/product/Mica-tube-MT-22/875-140' }),
    ]);
    // The videos themselves travel in the dehydrated query cache, not in the view.
    expect(view.videoCampaign).toEqual({ tenant: 'technologies', name: 'CALORA-S3', language: 'en' });
  });

  it('has no accessories when their call failed (null) or was not made, and no video section when the campaign was not asked for', () => {
    const view = productPageView({ master, variants: [], variant: null, similarAccessories: null, language: 'en' });
    expect(view.similarAccessories).toEqual([]);
    expect(view.videoCampaign).toBeNull();
    const notMade = productPageView({ master, variants: [], variant: null, language: 'en' });
    expect(notMade.similarAccessories).toEqual([]);
    expect(notMade.videoCampaign).toBeNull();
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
