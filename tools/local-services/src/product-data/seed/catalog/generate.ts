import type { VariantAxis } from './axes.ts';
import {
  DOCUMENT_LANGUAGES,
  HOW_TO_BY_DOMAIN,
  IMAGE_VIEWS,
  RESTRICTED_VIDEOS,
  SCOPE_TEXTS,
  DEMO_VIDEO_SRC,
  type DocumentLanguage,
} from './documents.ts';
import { DOMAINS } from './domains.ts';
import {
  ACCESSORY_CATEGORIES,
  DEVICE_FAMILIES,
  type AccessoryCategory,
  type AccessoryCategoryKey,
  type DeviceFamily,
  type SpecTemplate,
} from './families.ts';
import { LANGUAGES, kebab, productNameKey, type Localized } from './localized.ts';
import { at, must } from './must.ts';
import { rngFor, type Rng } from './prng.ts';
import type { Catalog, DownloadFacts, MasterFacts, ScopeEntryFact, VariantFacts, VideoFact } from './types.ts';
import type { SpecKey, SpecValue } from './units.ts';

export const CATALOG_SEED = 'kestrel-catalog-1';
export const MASTER_ID_BASE = 1001;
export const VARIANT_ID_BASE = 100001;
export const MAX_VARIANTS_PER_MASTER = 30;
/** Article numbers are 100.000–999.999 in blocks of 30 per master: at most 30 000 masters. */
export const MAX_MASTERS = 30_000;

/**
 * Masters added after the N regular ones (index N, N + 1 …): one per `per` regular masters of a
 * family (at least `min`). The listers need families longer than a page of 30 (spec discovery
 * §2, §9: 30 per page and load more): at the default 300, heat guns (welding-tools) and extrusion
 * welders (technologies) have 15 regular masters and 30 top-ups each; wafer processing (sensor)
 * has no slot in SLOTS and is made of top-ups only.
 */
const FAMILY_TOP_UPS: Array<{ family: string; per: number; min: number }> = [
  { family: 'heat-guns', per: 10, min: 0 },
  { family: 'extrusion-welders', per: 10, min: 0 },
  { family: 'wafer-processing', per: 50, min: 1 },
];

/** How many top-up masters a catalog of `products` regular masters gets, per family. */
export function topUps(products: number): Array<{ family: string; count: number }> {
  return FAMILY_TOP_UPS.map(({ family, per, min }) => ({ family, count: Math.max(min, Math.floor(products / per)) }));
}

/** The largest `products` whose masters (regular and top-ups) fit MAX_MASTERS. */
export const MAX_PRODUCTS = 24_000;

/**
 * The order master products are generated in: 12 device families and 8 accessory slots in every
 * 20, so any catalog size has a realistic mix (and the N regular masters of a catalog of N are a
 * prefix of one of N + 1; the top-up masters below come after them).
 */
const SLOTS: Array<number | 'accessory'> = [
  0,
  'accessory',
  1,
  2,
  'accessory',
  3,
  'accessory',
  4,
  5,
  'accessory',
  6,
  'accessory',
  7,
  8,
  'accessory',
  9,
  'accessory',
  10,
  11,
  'accessory',
];

/** Article number 'ddd.ddd' of the k-th variant of master i; unique for i < MAX_MASTERS, k < 30. */
export function articleNumberFor(masterIndex: number, variantIndex: number): string {
  const slot = (7919 * masterIndex + 1409) % MAX_MASTERS;
  const digits = String(100_000 + slot * MAX_VARIANTS_PER_MASTER + variantIndex);
  return `${digits.slice(0, 3)}.${digits.slice(3)}`;
}

const round = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(6));

function masterSpecs(templates: SpecTemplate[], rng: Rng): Map<SpecKey, SpecValue> {
  const values = new Map<SpecKey, SpecValue>();
  for (const { key, base, jitter = 0, step = 1 } of templates) {
    if (typeof base === 'string' || !jitter) {
      values.set(key, base);
      continue;
    }
    const vary = (value: number) => round(value * (1 + (rng.next() * 2 - 1) * jitter), step);
    if (Array.isArray(base)) {
      // Ranges keep their lower end; dimensions vary in every direction.
      const [low = 0, high = 0] = base;
      values.set(key, base.length === 2 ? [low, Math.max(low + step, vary(high))] : base.map(vary));
    } else {
      values.set(key, vary(base));
    }
  }
  return values;
}

function variantSpecs(
  base: Map<SpecKey, SpecValue>,
  templates: SpecTemplate[],
  axes: VariantAxis[],
  options: number[],
): Array<[SpecKey, SpecValue]> {
  const values = new Map(base);
  const steps = new Map(templates.map((template) => [template.key, template.step ?? 0.01]));
  axes.forEach((axis, index) => {
    const option = at(axis.options, at(options, index));
    for (const [key, value] of Object.entries(option.set ?? {}) as Array<[SpecKey, SpecValue | null]>) {
      if (value === null) values.delete(key);
      else values.set(key, value);
    }
    for (const [key, factor] of Object.entries(option.scale ?? {}) as Array<[SpecKey, number]>) {
      const current = values.get(key);
      const step = steps.get(key) ?? 0.01;
      if (typeof current === 'number') values.set(key, round(current * factor, step));
      else if (Array.isArray(current))
        values.set(
          key,
          current.map((n) => round(n * factor, step)),
        );
    }
  });
  return [...values.entries()];
}

/** Mixed-radix decode: combination number → one option index per axis (last axis fastest). */
function decodeCombination(combination: number, axes: VariantAxis[]): number[] {
  const options: number[] = new Array<number>(axes.length).fill(0);
  let rest = combination;
  for (let index = axes.length - 1; index >= 0; index--) {
    const size = at(axes, index).options.length;
    options[index] = rest % size;
    rest = Math.floor(rest / size);
  }
  return options;
}

function variantCount(index: number, rng: Rng, combinations: number): number {
  let count: number;
  if (index % 97 === 2) count = MAX_VARIANTS_PER_MASTER;
  else if (index % 10 === 3) count = 1;
  else count = rng.chance(0.22) ? 1 : 1 + Math.ceil(29 * rng.next() ** 2.2);
  return Math.max(1, Math.min(count, combinations, MAX_VARIANTS_PER_MASTER));
}

interface Draft {
  master: MasterFacts;
  device: DeviceFamily | null;
  category: AccessoryCategory | null;
}

function nameCombinations(seed: string, family: DeviceFamily): string[] {
  const combos = family.stems.flatMap((stem) => family.suffixes.map((suffix) => `${stem} ${suffix}`));
  return rngFor(seed, 'names', family.key).shuffle(combos);
}

export interface CatalogOptions {
  /** Number of master products (devices and accessories). */
  products: number;
  seed?: string;
}

/** The whole catalog, deterministic for (products, seed). */
export function generateCatalog(options: CatalogOptions): Catalog {
  const seed = options.seed ?? CATALOG_SEED;
  const count = options.products;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PRODUCTS) {
    throw new RangeError(`products must be an integer from 1 to ${MAX_PRODUCTS}, got ${count}`);
  }

  const drafts: Draft[] = [];
  const variants: VariantFacts[] = [];
  const names = new Set<string>();
  const familyCounters = new Map<string, number>();
  const typeCounters = new Map<string, number>();
  const nameTables = new Map(DEVICE_FAMILIES.map((family) => [family.key, nameCombinations(seed, family)]));
  let accessoryCounter = 0;

  const addMaster = (index: number, slot: number | 'accessory') => {
    const rng = rngFor(seed, 'master', index);
    const id = MASTER_ID_BASE + index;
    let name: Localized;
    let device: DeviceFamily | null = null;
    let category: AccessoryCategory | null = null;
    let accessoryType: number | null = null;
    let axes: VariantAxis[];
    let templates: SpecTemplate[];

    if (slot === 'accessory') {
      category = at(ACCESSORY_CATEGORIES, accessoryCounter % ACCESSORY_CATEGORIES.length);
      accessoryType = Math.floor(accessoryCounter / ACCESSORY_CATEGORIES.length) % category.types.length;
      accessoryCounter++;
      const type = at(category.types, accessoryType);
      const typeKey = `${category.key}/${accessoryType}`;
      let number = typeCounters.get(typeKey) ?? 0;
      let candidate: Localized;
      do {
        const code = `${type.code} ${20 + number}`;
        candidate = Object.fromEntries(LANGUAGES.map((language) => [language, `${type.name[language]} ${code}`])) as Localized;
        number++;
      } while (names.has(productNameKey(candidate.en)));
      typeCounters.set(typeKey, number);
      name = candidate;
      axes = type.axes;
      templates = type.specs;
    } else {
      device = at(DEVICE_FAMILIES, slot);
      const table = must(nameTables.get(device.key));
      let n = familyCounters.get(device.key) ?? 0;
      let candidate: string;
      do {
        const generation = Math.floor(n / table.length);
        const stemAndSuffix = at(table, n % table.length);
        candidate = generation === 0 ? stemAndSuffix : `${stemAndSuffix} ${generation + 1}`;
        n++;
      } while (names.has(productNameKey(candidate)));
      familyCounters.set(device.key, n);
      name = { en: candidate, de: candidate, fr: candidate, it: candidate };
      axes = device.axes;
      templates = device.specs;
    }
    names.add(productNameKey(name.en));

    const owner = must<DeviceFamily | AccessoryCategory>(device ?? category);
    const domain = DOMAINS[owner.domain];
    const isDevice = device !== null;
    const slug = kebab(name.en);
    const imageCount = index % 11 === 0 ? IMAGE_VIEWS.length : isDevice ? rng.int(2, 13) : rng.int(1, 4);
    const isPhasedOut = index % 17 === 5;
    const master: MasterFacts = {
      id,
      index,
      productType: isDevice ? 'devices' : 'accessories',
      family: device?.key ?? must(category).family,
      accessoryCategory: category?.key ?? null,
      accessoryType,
      name,
      enName: name.en,
      subcategory: device ? rng.int(0, device.subcategories.length - 1) : 0,
      brand: owner.brand,
      sites: [...owner.sites],
      isPhasedOut,
      isPreLaunch: !isPhasedOut && index % 23 === 8,
      images: Array.from({ length: imageCount }, (_, view) => ({ name: `${slug}-${at(IMAGE_VIEWS, view).key}`, view })),
      video: isDevice && rng.chance(0.5),
      object3d: isDevice && rng.chance(0.3),
      usps: rng.sample(range(domain.usps.length), isDevice ? rng.int(3, 6) : rng.int(2, 4)).sort((a, b) => a - b),
      benefits: rng.sample(range(domain.benefits.length), isDevice ? rng.int(3, 6) : rng.int(0, 3)).sort((a, b) => a - b),
      isBullet: rng.chance(0.3),
      applications: rng
        .sample(
          range(domain.applications.length),
          isDevice ? (rng.chance(0.35) ? rng.int(10, domain.applications.length) : rng.int(3, 9)) : rng.int(0, 5),
        )
        .sort((a, b) => a - b),
      solutions: rng.sample(domain.solutions, rng.int(1, 3)),
      compatible: [],
      similar: [],
      accessories: [],
      similarAccessories: [],
      scope: [],
      howToVideos: videos(
        rng,
        slug,
        'how-to',
        HOW_TO_BY_DOMAIN[owner.domain],
        isDevice ? (index % 13 === 0 ? 7 : rng.int(0, 7)) : rng.int(0, 2),
      ),
      restrictedVideos: videos(rng, slug, 'restricted', range(RESTRICTED_VIDEOS.length), isDevice ? rng.int(0, 4) : 0),
      variantIds: [],
    };

    const combinations = axes.reduce((product, axis) => product * axis.options.length, 1);
    const chosen = rng.sample(range(combinations), variantCount(index, rng, combinations)).sort((a, b) => a - b);
    const base = masterSpecs(templates, rng);
    const shop = master.sites.includes('technologies') || master.sites.includes('welding-tools');
    chosen.forEach((combination, k) => {
      const variantId = VARIANT_ID_BASE + variants.length;
      const articleNumber = articleNumberFor(index, k);
      const options = decodeCombination(combination, axes);
      const shopifyGlobalIds: string[] = [];
      if (shop) {
        const gid = (offset: number) => `gid://shopify/Product/${7_000_000_000 + variantId * 10 + offset}`;
        shopifyGlobalIds.push(gid(0));
        if (variantId % 7 === 0) shopifyGlobalIds.push(gid(1)); // a used demo device
        if (variantId % 19 === 0) shopifyGlobalIds.push(gid(2)); // a refurbished one
      }
      variants.push({
        id: variantId,
        masterId: id,
        articleNumber,
        sku: articleNumber,
        options,
        specs: variantSpecs(base, templates, axes, options),
        images: [
          `${slug.slice(0, 60)}-${articleNumber.replace('.', '-')}`,
          ...master.images.slice(0, rng.int(0, 3)).map((image) => image.name),
        ],
        shopifyGlobalIds,
      });
      master.variantIds.push(variantId);
    });
    drafts.push({ master, device, category });
  };

  for (let index = 0; index < count; index++) addMaster(index, at(SLOTS, index % SLOTS.length));
  for (const { family, count: extra } of topUps(count)) {
    const slot = DEVICE_FAMILIES.findIndex((candidate) => candidate.key === family);
    for (let n = 0; n < extra; n++) addMaster(drafts.length, slot);
  }

  link(seed, drafts);
  return { masters: drafts.map((draft) => draft.master), variants, downloads: drafts.flatMap((draft) => downloadsFor(seed, draft)) };
}

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

function range(length: number): number[] {
  return Array.from({ length }, (_, index) => index);
}

function videos(rng: Rng, slug: string, kind: string, titles: number[], count: number): VideoFact[] {
  return rng.sample(titles, count).map((title, n) => {
    const blank = rng.chance(0.15);
    return {
      title,
      thumbnail: `/-/media/${slug.slice(0, 50)}-${kind}-${n + 1}.jpg`,
      url: blank ? (rng.chance(0.5) ? '' : '   ') : DEMO_VIDEO_SRC,
    };
  });
}

/** Second pass: compatible and similar products, accessories, similar accessories, scope of delivery. */
function link(seed: string, drafts: Draft[]): void {
  const byFamily = new Map<string, MasterFacts[]>();
  const byCategory = new Map<AccessoryCategoryKey, MasterFacts[]>();
  const variantIdsByCategory = new Map<AccessoryCategoryKey, number[]>();
  for (const { master, device, category } of drafts) {
    if (device) listIn(byFamily, device.key).push(master);
    if (category) {
      listIn(byCategory, category.key).push(master);
      listIn(variantIdsByCategory, category.key).push(...master.variantIds);
    }
  }
  const sharesSite = (a: MasterFacts, b: MasterFacts) => a.sites.some((site) => site !== 'group' && b.sites.includes(site));
  const ids = (masters: MasterFacts[]) => masters.map((master) => master.id);
  const similarAccessoryCount = (rng: Rng) => (rng.chance(0.3) ? rng.int(10, 25) : rng.int(0, 9));

  for (const { master, device, category } of drafts) {
    const rng = rngFor(seed, 'links', master.index);
    if (device) {
      const sameFamily = (byFamily.get(device.key) ?? []).filter((other) => other.id !== master.id);
      master.similar = ids(rng.sample(sameFamily, rng.int(0, 8)));
      const relatedDevices = device.related.flatMap((key) => byFamily.get(key) ?? []);
      const relatedAccessories = device.accessoryCategories.flatMap((key) => byCategory.get(key) ?? []);
      master.compatible = ids(
        rng.sample(
          [...relatedDevices, ...relatedAccessories].filter((other) => sharesSite(master, other)),
          rng.int(0, 8),
        ),
      );
      const categories = rng.sample(
        device.accessoryCategories,
        rng.int(Math.min(2, device.accessoryCategories.length), device.accessoryCategories.length),
      );
      for (const key of ACCESSORY_CATEGORIES.map((c) => c.key).filter((key) => categories.includes(key))) {
        const candidates = (byCategory.get(key) ?? []).filter((other) => sharesSite(master, other));
        if (candidates.length === 0) continue;
        master.accessories.push({ category: key, types: ids(rng.sample(candidates, rng.int(1, 4))) });
      }
      const pool = device.accessoryCategories.flatMap((key) => variantIdsByCategory.get(key) ?? []);
      master.similarAccessories = rng.sample(pool, similarAccessoryCount(rng));
      const itemPool = master.accessories.flatMap((group) =>
        group.types.flatMap((typeId) => at(drafts, typeId - MASTER_ID_BASE).master.variantIds),
      );
      const scope: ScopeEntryFact[] = [{ kind: 'self' }];
      for (const variantId of rng.sample(itemPool, rng.int(0, 3))) {
        const entry: ScopeEntryFact = { kind: 'item', variantId };
        if (rng.chance(0.3)) entry.omit = rng.pick(['articleNumber', 'productAssetNameNormalized', 'text'] as const);
        scope.push(entry);
      }
      for (const text of rng.sample(range(SCOPE_TEXTS.length - 1), rng.int(1, 2))) scope.push({ kind: 'text', text });
      master.scope = scope;
    } else if (category) {
      const fits = DEVICE_FAMILIES.filter((family) => family.accessoryCategories.includes(category.key)).flatMap(
        (family) => byFamily.get(family.key) ?? [],
      );
      master.compatible = ids(
        rng.sample(
          fits.filter((other) => sharesSite(master, other)),
          rng.int(2, 10),
        ),
      );
      const sameCategory = (byCategory.get(category.key) ?? []).filter((other) => other.id !== master.id);
      master.similar = ids(rng.sample(sameCategory, rng.int(0, 6)));
      const own = new Set(master.variantIds);
      master.similarAccessories = rng.sample(
        (variantIdsByCategory.get(category.key) ?? []).filter((id) => !own.has(id)),
        similarAccessoryCount(rng),
      );
      master.scope = rng.chance(0.5) ? [{ kind: 'self' }, { kind: 'text', text: SCOPE_TEXTS.length - 1 }] : [{ kind: 'self' }];
    }
  }
}

function downloadsFor(seed: string, { master, device, category }: Draft): DownloadFacts[] {
  const rng = rngFor(seed, 'downloads', master.index);
  const slug = kebab(master.enName);
  const out: DownloadFacts[] = [];
  const add = (categoryKey: DownloadFacts['category'], language: DocumentLanguage, extra: Partial<DownloadFacts> = {}) => {
    const number = extra.number ?? 0;
    out.push({
      assetName: `${slug}-${categoryKey}-${language}${number ? `-${number}` : ''}`,
      masterId: master.id,
      group:
        categoryKey === 'product-images' || categoryKey === 'application-images' || categoryKey === 'dimension-drawings' ? 'media' : 'info',
      category: categoryKey,
      language,
      number,
      isPrivate: rng.chance(0.05),
      isVisibleForAllLanguages: false,
      approvedForWeb: !rng.chance(0.08),
      ...extra,
    });
  };
  const otherLanguages = DOCUMENT_LANGUAGES.filter((language) => language !== 'en');
  for (const language of ['en', ...rng.sample(otherLanguages, device ? rng.int(2, 6) : rng.int(0, 3))] as DocumentLanguage[]) {
    add('operating-instructions', language);
  }
  if (device) {
    for (const language of rng.sample(['en', 'de', 'fr', 'it'] as const, rng.int(1, 4))) add('brochures', language);
    add('declarations-of-conformity', 'en', { isVisibleForAllLanguages: true });
    add('spare-parts-lists', 'en', { isPrivate: rng.chance(0.5) });
    if (rng.chance(0.6)) for (const language of ['en', 'de'] as const) add('service-manuals', language, { isPrivate: true });
    if (device.domain === 'sensing' || device.domain === 'photonics') add('certificates', 'en', { isVisibleForAllLanguages: true });
    if (rng.chance(0.7)) add('dimension-drawings', 'en', { isVisibleForAllLanguages: true });
    const applicationImages = rng.int(0, 3);
    for (let n = 1; n <= applicationImages; n++) add('application-images', 'en', { number: n, isVisibleForAllLanguages: true });
  }
  if (category?.key === 'Consumables') for (const language of ['en', 'de', 'fr', 'it'] as const) add('safety-datasheets', language);
  const images = rng.int(1, 4);
  for (let n = 1; n <= images; n++) add('product-images', 'en', { number: n, isVisibleForAllLanguages: true });
  return out;
}
