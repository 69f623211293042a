import type { MasterProduct, ProductVariant, TechnicalTitleRecord } from '@mbw/api-clients';

/** Sample product data in the gateway's shape (after validation), for tests and stories. */
const media = (name: string, alt: string) => ({
  url: `/-/media/${name}.svg`,
  thumbnail: `/-/media/${name}.svg?w=100`,
  type: 'image/jpeg',
  alt,
});

const specs = {
  metric: [
    { name: 'Voltage', value: '230 V', tooltip: 'Rated supply voltage of the device.' },
    { name: 'Power', value: '1900 W', tooltip: '' },
    { name: 'Temperature', value: '40 – 640 °C', tooltip: 'Adjustable air temperature.' },
    { name: 'Air flow', value: '280 l/min', tooltip: '' },
    { name: 'Noise level', value: '66 dB(A)', tooltip: '' },
    { name: 'Weight', value: '1.05 kg', tooltip: 'Weight without power cord.' },
    { name: 'Cable length', value: '3 m', tooltip: '' },
  ],
  imperial: [
    { name: 'Voltage', value: '230 V', tooltip: 'Rated supply voltage of the device.' },
    { name: 'Power', value: '1900 W', tooltip: '' },
    { name: 'Temperature', value: '104 – 1184 °F', tooltip: 'Adjustable air temperature.' },
    { name: 'Air flow', value: '9.9 cfm', tooltip: '' },
    { name: 'Noise level', value: '66 dB(A)', tooltip: '' },
    { name: 'Weight', value: '2.31 lb', tooltip: 'Weight without power cord.' },
    { name: 'Cable length', value: '9.8 ft', tooltip: '' },
  ],
};

export function sampleMaster(overrides: Partial<MasterProduct> = {}): MasterProduct {
  return {
    MasterProductID: 1001,
    MasterProductName: 'CALORA S3',
    MasterProductENName: 'CALORA S3',
    MasterProductMetaDescription: 'CALORA S3 from the Hot-air tools range: technical data, variants, accessories and downloads.',
    BrandName: 'Kestrel Technologies',
    Category: 'Hot-air tools',
    CategoryEn: 'Hot-air tools',
    SubCategory: 'Hand-held hot-air tools',
    SubCategoryEn: 'Hand-held hot-air tools',
    ProductType: 'devices',
    isPhasedOut: false,
    isPreLaunch: false,
    media: [
      media('calora-s3-front', 'CALORA S3, front view'),
      media('calora-s3-side', 'CALORA S3, side view'),
      {
        url: '/-/media/product-demo.webm',
        thumbnail: '/-/media/calora-s3-video.svg?w=100',
        type: 'video/webm',
        alt: 'CALORA S3, product video',
      },
      media('calora-s3-in-use', 'CALORA S3, in use'),
    ],
    USP: ['Brushless fan motor for 10,000 hours of service life', 'Low noise level for comfortable work', 'Made in Switzerland'],
    Description: {
      title: 'CALORA S3: hot air under control',
      intro: 'The CALORA S3 is a hand-held hot-air tool for welding, shrinking and drying.',
      body: 'Its electronics keep the set temperature constant even when the supply voltage fluctuates.',
    },
    technicalSpecs: specs,
    technicalDatasheet: { url: '/-/media/downloads/technical-datasheet-142-270.pdf' },
    benefits: {
      isBullet: false,
      data: [
        {
          title: 'Energy-efficient',
          subTitle: 'Heat only where it is needed',
          description: 'Focused hot air heats the work piece, not the room.',
          img: '/-/media/benefit-energy.svg',
        },
        {
          title: 'Safe to handle',
          subTitle: 'Protection built in',
          description: 'Overheating protection prevents accidents.',
          img: '/-/media/benefit-safety.svg',
        },
      ],
    },
    Applications: Array.from({ length: 11 }, (_, index) => ({
      name: `Application ${index + 1}`,
      imageUrl: `/-/media/application-${index + 1}.svg`,
    })),
    CompatibleProducts: [
      {
        Id: 1003,
        Name: 'BLAZE PLUS',
        NameEn: 'BLAZE PLUS',
        CategoryEn: 'Heat guns',
        BrandName: 'Kestrel Welding Tools',
        ImageUrl: '/-/media/blaze-plus-front.svg',
        Description:
          'The BLAZE PLUS heat gun strips paint, bends pipes and shrinks tubing with two air stages and an electronically controlled temperature.',
      },
    ],
    ProductAccesories: { Categories: [] },
    SimilarAccessories: [],
    similarProducts: [],
    scopeOfDelivery: [
      { articleNumber: '142.270', productAssetNameNormalized: 'CALORA-S3', text: '1 × CALORA S3 230 V / CH plug' },
      { articleNumber: undefined, productAssetNameNormalized: undefined, text: 'Calibration certificate' },
    ],
    Solutions: [],
    ...overrides,
  };
}

export function sampleVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: 100001,
    articleNumber: '142.270',
    articleName: 'CALORA S3 230 V / CH plug, Standard',
    sku: '142.270',
    media: [media('calora-s3-142-270', 'CALORA S3 230 V / CH plug, Standard'), media('calora-s3-front', 'CALORA S3, front view')],
    applications: [],
    technicalDatasheet: { url: null },
    technicalSpecs: { metric: [], imperial: [] },
    scopeOfDelivery: [],
    description: {
      masterProductDescriptionTitle: 'Variant description title',
      masterProductDescriptionIntro: 'Variant description intro.',
      masterProductDescriptionBody: 'Variant description body.',
    },
    shopifyGlobalIds: [],
    filterValues: [],
    solutions: [],
    ...overrides,
  };
}

export function sampleTechnicalTitles(): TechnicalTitleRecord {
  return {
    articleNumber: '142.270',
    title: 'CALORA S3 230 V / CH plug, Standard',
    subTitle: '230 V / CH plug, Standard',
    technicalTitles: [
      { title: 'Voltage', subTitle: '230 V' },
      { title: 'Power', subTitle: '1900 W' },
    ],
  };
}
