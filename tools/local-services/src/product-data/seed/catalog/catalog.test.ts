import { describe, expect, it } from 'vitest';
import { DatabaseSync } from 'node:sqlite';
import { MENU_FAMILIES } from '../product-families.ts';
import { DEMO_VIDEO_SRC } from './documents.ts';
import { ACCESSORY_CATEGORY_KEYS, DEVICE_FAMILIES, type SiteName } from './families.ts';
import { MASTER_ID_BASE, MAX_PRODUCTS, MAX_VARIANTS_PER_MASTER, articleNumberFor, generateCatalog, topUps } from './generate.ts';
import { kebab, productNameKey, urlName } from './localized.ts';
import { CATALOG_SCHEMA, seedCatalog } from './store.ts';
import { Rng } from './prng.ts';
import { formatSpec } from './units.ts';

const catalog = generateCatalog({ products: 300 });

describe('catalog generator: determinism', () => {
  it('gives the same catalog for the same seed and size, another for another seed', () => {
    expect(JSON.stringify(generateCatalog({ products: 300 }))).toBe(JSON.stringify(catalog));
    expect(JSON.stringify(generateCatalog({ products: 300, seed: 'other' }))).not.toBe(JSON.stringify(catalog));
  });

  it('keeps regular master N the same whatever the catalog size (names, variants, article numbers)', () => {
    const small = generateCatalog({ products: 40 });
    const pick = (c: typeof catalog) => c.masters.slice(0, 40).map((m) => [m.id, m.enName, m.variantIds, m.images]);
    expect(pick(small)).toEqual(pick(catalog));
    // The top-up masters (FAMILY_TOP_UPS) follow the regular ones, so only the regular ones are a prefix.
    const regular = small.variants.filter((v) => v.masterId < MASTER_ID_BASE + 40);
    expect(regular).toEqual(catalog.variants.slice(0, regular.length));
    expect(small.masters).toHaveLength(40 + topUps(40).reduce((sum, { count }) => sum + count, 0));
  });

  it('uses its own seeded PRNG (no Math.random)', () => {
    const a = new Rng(42);
    const b = new Rng(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Rng(7).sample([1, 2, 3, 4, 5], 3)).toHaveLength(3);
    expect(new Set(new Rng(7).sample([1, 2, 3, 4, 5], 5))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('rejects sizes it cannot number', () => {
    expect(() => generateCatalog({ products: 0 })).toThrow(RangeError);
    expect(() => generateCatalog({ products: 30_001 })).toThrow(RangeError);
    expect(() => generateCatalog({ products: MAX_PRODUCTS + 1 })).toThrow(RangeError);
    const most = MAX_PRODUCTS + topUps(MAX_PRODUCTS).reduce((sum, { count }) => sum + count, 0);
    expect(most).toBeLessThanOrEqual(30_000); // every master has its block of article numbers
  });
});

describe('catalog generator: shape of the data', () => {
  it("gives article numbers 'ddd.ddd', unique over the catalog, and sku = article number", () => {
    for (const variant of catalog.variants) {
      expect(variant.articleNumber).toMatch(/^\d{3}\.\d{3}$/);
      expect(variant.sku).toBe(variant.articleNumber);
    }
    expect(new Set(catalog.variants.map((v) => v.articleNumber)).size).toBe(catalog.variants.length);
    // The numbering scheme itself is collision-free over the whole range of master indexes.
    const all = new Set<string>();
    for (let master = 0; master < 30_000; master += 7) all.add(articleNumberFor(master, 0)).add(articleNumberFor(master, 29));
    expect(all.size).toBe(2 * Math.ceil(30_000 / 7));
  });

  it('gives every master 1 to 30 variants, with both ends present', () => {
    const counts = catalog.masters.map((m) => m.variantIds.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(MAX_VARIANTS_PER_MASTER);
    expect(counts.every((n) => n >= 1 && n <= 30)).toBe(true);
    expect(catalog.variants).toHaveLength(counts.reduce((a, b) => a + b, 0));
    // Distinct option combinations per master: no two variants are the same product.
    for (const master of catalog.masters) {
      const combos = catalog.variants.filter((v) => v.masterId === master.id).map((v) => v.options.join('/'));
      expect(new Set(combos).size).toBe(combos.length);
    }
  });

  it('names masters uniquely, URL-safe in English, and covers every family and accessory category', () => {
    const keys = catalog.masters.map((m) => productNameKey(m.enName));
    expect(new Set(keys).size).toBe(keys.length);
    for (const master of catalog.masters) expect(master.enName).toMatch(/^[A-Za-z0-9][A-Za-z0-9 -]*$/);
    const families = new Set(catalog.masters.map((m) => m.family));
    for (const family of DEVICE_FAMILIES) expect(families).toContain(family.key);
    expect(new Set(catalog.masters.map((m) => m.accessoryCategory).filter(Boolean))).toEqual(new Set(ACCESSORY_CATEGORY_KEYS));
    expect(catalog.masters.filter((m) => m.productType === 'accessories').every((m) => m.accessoryCategory !== null)).toBe(true);
    expect(urlName('Wide-slot nozzle WS 20')).toBe('Wide-slot-nozzle-WS-20');
    expect(productNameKey('wide-SLOT-nozzle ws-20')).toBe(productNameKey('Wide-slot nozzle WS 20'));
  });

  it('assigns masters to the sites of their family (group has all)', () => {
    for (const master of catalog.masters) expect(master.sites).toContain('group');
    const sitesOf = (family: string) => new Set(catalog.masters.filter((m) => m.family === family).flatMap((m) => m.sites));
    expect(sitesOf('heat-guns')).toEqual(new Set(['group', 'technologies', 'welding-tools']));
    expect(sitesOf('micro-optics')).toEqual(new Set(['group', 'sensor']));
    expect(sitesOf('hand-welding-tools')).toEqual(new Set(['group', 'welding-tools']));
    expect(sitesOf('nozzles').has('welding-tools')).toBe(true);
  });

  // Spec discovery §2, §9: a lister shows 30 per page and loads more; wafer processing has a lister of its own.
  it('has more than a page of 30 heat guns on welding-tools and extrusion welders on technologies, and wafer processing on sensor', () => {
    const count = (family: string, site: SiteName) =>
      catalog.masters.filter((m) => m.family === family && m.sites.includes(site) && !m.isPhasedOut && !m.isPreLaunch).length;
    expect(count('heat-guns', 'welding-tools')).toBeGreaterThanOrEqual(35);
    expect(count('extrusion-welders', 'technologies')).toBeGreaterThanOrEqual(35);
    expect(count('wafer-processing', 'sensor')).toBeGreaterThanOrEqual(3);
    expect(catalog.masters.filter((m) => m.family === 'wafer-processing').every((m) => !m.sites.includes('technologies'))).toBe(true);
  });

  it('gives every variant of the lister families the specs their numeric facets read', () => {
    const needs: Record<string, string[]> = {
      'heat-guns': ['ratedPower', 'temperature', 'airflow', 'weight'],
      'extrusion-welders': ['ratedPower', 'temperature', 'airflow', 'weight'],
      'welding-machines': ['weldingSpeed'],
    };
    for (const [family, keys] of Object.entries(needs)) {
      const ids = new Set(catalog.masters.filter((m) => m.family === family).map((m) => m.id));
      const variants = catalog.variants.filter((v) => ids.has(v.masterId));
      for (const variant of variants)
        for (const key of keys) expect(new Map(variant.specs).has(key as never), `${family} ${key}`).toBe(true);
      const weights = new Set(variants.map((v) => new Map(v.specs).get('weight')));
      if (family !== 'welding-machines') expect(weights.size, family).toBeGreaterThan(5);
    }
  });

  it("lists in a brand's products menu only families the brand sells (the group site has headings of its own)", () => {
    for (const [site, families] of Object.entries(MENU_FAMILIES)) {
      if (site === 'group') continue;
      for (const family of families)
        expect(
          catalog.masters.some((m) => m.family === family && m.sites.includes(site as SiteName)),
          `${site}: ${family}`,
        ).toBe(true);
    }
  });

  it('has the edge cases the product page needs', () => {
    const masters = catalog.masters;
    expect(masters.some((m) => m.isPhasedOut)).toBe(true);
    expect(masters.some((m) => m.isPreLaunch)).toBe(true);
    expect(masters.some((m) => m.isPhasedOut && m.isPreLaunch)).toBe(false);
    expect(masters.some((m) => m.applications.length > 9)).toBe(true);
    expect(masters.some((m) => m.images.length > 12)).toBe(true);
    const similar = masters.map((m) => m.similarAccessories.length);
    expect(Math.max(...similar)).toBeGreaterThan(9);
    expect(Math.max(...similar)).toBeLessThanOrEqual(25);
    expect(masters.some((m) => m.scope.some((entry) => entry.omit === 'articleNumber'))).toBe(true);
    expect(masters.some((m) => m.scope.some((entry) => entry.omit === 'productAssetNameNormalized'))).toBe(true);
    expect(masters.some((m) => m.scope.some((entry) => entry.omit === 'text'))).toBe(true);
    const videos = masters.flatMap((m) => [...m.howToVideos, ...m.restrictedVideos]);
    expect(videos.some((video) => video.url.trim() === '')).toBe(true);
    expect(videos.filter((video) => video.url.trim() !== '').every((video) => video.url === DEMO_VIDEO_SRC)).toBe(true);
    expect(masters.some((m) => m.howToVideos.length > 3 && m.restrictedVideos.length > 0)).toBe(true);
    expect(catalog.downloads.some((d) => d.isPrivate)).toBe(true);
    expect(catalog.downloads.some((d) => !d.approvedForWeb)).toBe(true);
    expect(new Set(catalog.downloads.map((d) => d.language)).size).toBeGreaterThan(4);
    expect(new Set(catalog.downloads.map((d) => d.assetName)).size).toBe(catalog.downloads.length);
    // Shop join key: variants of shop-site products carry Shopify product ids, others none.
    const shopVariant = catalog.variants.find((v) => v.shopifyGlobalIds.length > 1);
    expect(shopVariant?.shopifyGlobalIds[0]).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    const sensorOnly = masters.find((m) => !m.sites.includes('technologies') && !m.sites.includes('welding-tools'))!;
    expect(catalog.variants.find((v) => v.masterId === sensorOnly.id)!.shopifyGlobalIds).toEqual([]);
  });

  it('only references existing masters and variants, and media names the media library serves', () => {
    const masterIds = new Set(catalog.masters.map((m) => m.id));
    const variantIds = new Set(catalog.variants.map((v) => v.id));
    for (const master of catalog.masters) {
      for (const id of [...master.compatible, ...master.similar, ...master.accessories.flatMap((g) => g.types)])
        expect(masterIds).toContain(id);
      for (const id of master.similarAccessories) expect(variantIds).toContain(id);
      for (const image of master.images) expect(`${image.name}.jpg`).toMatch(/^[a-z0-9][a-z0-9-]{0,80}\.jpg$/);
    }
    for (const variant of catalog.variants)
      for (const image of variant.images) expect(`${image}.jpg`).toMatch(/^[a-z0-9][a-z0-9-]{0,80}\.jpg$/);
    expect(kebab('Düse Ø 21 mm')).toBe('duse-21-mm');
  });
});

describe('technical specs: metric and imperial (spec content blocks §9 units)', () => {
  it.each([
    ['temperature', [40, 650], '40 – 650 °C', '104 – 1202 °F'],
    ['weight', 1.05, '1.05 kg', '2.31 lb'],
    ['airflow', 230, '230 l/min', '8.1 cfm'],
    ['dimensions', [335, 90, 100], '335 × 90 × 100 mm', '13.19 × 3.54 × 3.94 in'],
    ['extrusionOutput', [1.2, 2.5], '1.2 – 2.5 kg/h', '2.6 – 5.5 lb/h'],
    ['weldingSpeed', [1, 12], '1 – 12 m/min', '3.3 – 39.4 ft/min'],
    ['ratedPower', 1600, '1600 W', '1600 W'],
    ['seamWidth', 40, '40 mm', '1.57 in'],
    ['accuracy', 1.5, '± 1.5 %', '± 1.5 %'],
    ['protection', 'IP 54', 'IP 54', 'IP 54'],
    ['flowRange', [0, 0.5], '0 – 0.5 l/min', '0 – 0.018 cfm'],
    ['focalLength', 0.3, '0.3 mm', '0.012 in'],
    ['operatingTemperature', [-40, 85], '-40 – 85 °C', '-40 – 185 °F'],
  ] as const)('%s %j → %s / %s', (key, value, metric, imperial) => {
    expect(formatSpec(key, value as never, 'metric', 'en')).toBe(metric);
    expect(formatSpec(key, value as never, 'imperial', 'en')).toBe(imperial);
  });

  it('formats numbers for the language', () => {
    expect(formatSpec('weight', 1.5, 'metric', 'de')).toBe('1,5 kg');
    expect(formatSpec('staticPressure', 12000, 'metric', 'en')).toBe('12,000 Pa');
    expect(formatSpec('staticPressure', 3000, 'imperial', 'it')).toBe('12,04 inH₂O');
  });
});

describe('scale (ARCHITECTURE §5: tens of thousands for scale tests)', () => {
  // No time limit asserted: on a loaded 2-core CI machine wall-clock figures say nothing about
  // the code (the generous timeout only stops a runaway).
  // The catalog tables only: the search index built on top (coveo/seed) is the same code at any size.
  it('generates and seeds about 20 000 variants, each with its own article number', () => {
    const db = new DatabaseSync(':memory:');
    db.exec(CATALOG_SCHEMA);
    seedCatalog(db, { products: 3400 });
    const { n } = db.prepare('SELECT count(*) AS n FROM catalog_variants').get() as { n: number };
    const { distinct } = db.prepare('SELECT count(DISTINCT article_number) AS "distinct" FROM catalog_variants').get() as {
      distinct: number;
    };
    db.close();
    expect(n).toBeGreaterThanOrEqual(20_000);
    expect(distinct).toBe(n);
  }, 60_000);
});
