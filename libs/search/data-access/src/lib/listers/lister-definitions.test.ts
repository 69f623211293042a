import { describe, expect, it } from 'vitest';
import { ACCESSORY_CATEGORY_FACET_ID } from './facet-reset';
import {
  ACCESSORIES_LISTER,
  ACCESSORY_CATEGORIES,
  GENERAL_DOWNLOADS_LISTER,
  LISTERS,
  PRODUCT_LISTERS,
  type ProductListerId,
} from './lister-definitions';
import { NUMERIC_FIELD_UNITS } from './numeric-ranges';

const facetIds = (id: ProductListerId) => PRODUCT_LISTERS[id].facets.map((facet) => facet.id);

describe('lister definitions (spec discovery §2, §7, §9)', () => {
  it('puts every product family on the SearchProduct pipeline with its hub', () => {
    for (const lister of Object.values(PRODUCT_LISTERS)) expect(lister.pipeline).toBe('SearchProduct');
    expect(Object.values(PRODUCT_LISTERS).map((lister) => lister.hub)).toEqual(
      expect.arrayContaining([
        'Extrusion-Welders',
        'Heat-Guns',
        'Industrial-hot-air-devices',
        'Infrared-Heaters',
        'Infrared-Sources',
        'Laser-Gas-Detection',
        'Mass-Flow-Devices',
        'Micro-Optics',
        'Wafer-Processing-Services',
        'Welding-Machines',
      ]),
    );
    expect(ACCESSORIES_LISTER.pipeline).toBe('Accessories');
    expect(GENERAL_DOWNLOADS_LISTER.pipeline).toBe('GeneralDownloads');
  });

  it('gives the downloads listers download rows, the product downloads facets for classification and applications', () => {
    expect(LISTERS.downloads.results).toBe('downloads');
    expect(LISTERS['product-downloads'].pipeline).toBe('GeneralDownloads');
    expect(LISTERS['product-downloads'].facets.map((facet) => facet.field)).toEqual(['pimclassificationtranslated', 'applications']);
    expect(LISTERS.downloads.facets.map((facet) => facet.field)).toEqual(['downloadtype', 'pimclassificationtranslated']);
  });

  it('gives extrusion welders and heat guns the same facets, two single choice, four numeric', () => {
    expect(PRODUCT_LISTERS['heat-guns'].facets).toEqual(PRODUCT_LISTERS['extrusion-welders'].facets);
    const facets = PRODUCT_LISTERS['heat-guns'].facets;
    expect(facets.filter((facet) => facet.singleChoice).map((facet) => facet.id)).toEqual(['deviceshape', 'nozzleconnection']);
    expect(facets.filter((facet) => facet.kind === 'numeric').map((facet) => facet.id)).toEqual([
      'power',
      'temperature',
      'airflow',
      'weight',
    ]);
  });

  it('gives welding machines their facets and the speed range', () => {
    expect(facetIds('welding-machines')).toEqual([
      'solutions',
      'applications',
      'weldingtechnology',
      'seamtype',
      'stationaryoperation',
      'datarecording',
      'speed',
    ]);
    const single = PRODUCT_LISTERS['welding-machines'].facets.filter((facet) => facet.singleChoice).map((facet) => facet.id);
    expect(single).toEqual(['weldingtechnology', 'stationaryoperation', 'datarecording']);
  });

  it('leaves micro-optics and wafer processing without facets', () => {
    expect(facetIds('micro-optics')).toEqual([]);
    expect(facetIds('wafer-processing')).toEqual([]);
  });

  it('numeric facets name fields with a unit', () => {
    const all = [...Object.values(PRODUCT_LISTERS), ACCESSORIES_LISTER].flatMap((lister) => lister.facets);
    for (const facet of all.filter((entry) => entry.kind === 'numeric')) expect(Object.keys(NUMERIC_FIELD_UNITS)).toContain(facet.field);
  });

  it('gives the accessories lister the category facet and the blowers’ static pressure and airflow', () => {
    expect(ACCESSORY_CATEGORIES).toHaveLength(11);
    const [category, ...others] = ACCESSORIES_LISTER.facets;
    expect(category).toMatchObject({ id: ACCESSORY_CATEGORY_FACET_ID, field: 'category' });
    expect(others.map((facet) => [facet.field, facet.categories, facet.needsTwoOptions])).toEqual([
      ['staticpressure', ['Blowers'], true],
      ['airflow', ['Blowers'], true],
    ]);
  });
});
