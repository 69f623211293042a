/**
 * Fields several product-data answers share (spec product §3 field names), built per language from
 * the stored catalog facts (seed/catalog): names, categories, texts, media, specs, scope of
 * delivery. Pure functions: the SQL lives in catalog-store.ts; each answer has its own file here.
 */
import type { VariantAxis } from '../seed/catalog/axes.ts';
import { META_DESCRIPTION, SCOPE_DEVICE, SCOPE_TEXTS } from '../seed/catalog/documents.ts';
import { DOMAINS, SOLUTIONS } from '../seed/catalog/domains.ts';
import {
  accessoryCategory,
  deviceFamily,
  type AccessoryCategory,
  type AccessoryType,
  type DeviceFamily,
  type ProductTexts,
} from '../seed/catalog/families.ts';
import { fillL, urlName, type Language, type Localized } from '../seed/catalog/localized.ts';
import { at, must } from '../seed/catalog/must.ts';
import type { MasterFacts, ScopeEntryFact, VariantFacts } from '../seed/catalog/types.ts';
import { SPECS, formatSpec, type UnitSystem } from '../seed/catalog/units.ts';

/** Looks up related records; only those visible for the request's tenant are returned. */
export interface CatalogLookup {
  masters(ids: readonly number[]): Map<number, MasterFacts>;
  variants(ids: readonly number[]): Map<number, VariantFacts>;
}

export interface MediaItem {
  url: string;
  thumbnail: string;
  type: string;
  alt: string;
}

export interface SpecRow {
  name: string;
  value: string;
  tooltip: string;
}

export interface AccessoryItem {
  ArticleID: number;
  ArticleName: string;
  ArticleNumber: string;
  imageUrl: string;
  MasterProductName: string;
  MasterProductENName: string;
  SubTitleInfo: string;
  BrandName: string;
}

export const mediaUrl = (name: string) => `/-/media/${name}.jpg`;
export const thumbnailUrl = (name: string) => `/-/media/${name}.jpg?mw=100`;
/** Variant datasheets are generated per article number: /-/media/downloads/technical-datasheet-141-227.pdf */
export const datasheetAssetName = (articleNumber: string) => `technical-datasheet-${articleNumber.replace('.', '-')}`;
export const downloadUrl = (assetName: string, format: 'pdf' | 'svg') => `/-/media/downloads/${assetName}.${format}`;

/** The family (devices) or accessory category and type (accessories) a master belongs to. */
function ownerOf(
  master: MasterFacts,
): { device: DeviceFamily; accessory: null } | { device: null; accessory: { category: AccessoryCategory; type: AccessoryType } } {
  if (master.accessoryCategory === null) return { device: must(deviceFamily(master.family), master.family), accessory: null };
  const category = must(accessoryCategory(master.accessoryCategory), master.accessoryCategory);
  return { device: null, accessory: { category, type: at(category.types, master.accessoryType ?? 0) } };
}

export function axesOf(master: MasterFacts): VariantAxis[] {
  const { device, accessory } = ownerOf(master);
  return device ? device.axes : accessory.type.axes;
}

function textsOf(master: MasterFacts): ProductTexts {
  const { device, accessory } = ownerOf(master);
  return device ? device.texts : accessory.category.texts;
}

export function domainOf(master: MasterFacts) {
  const { device, accessory } = ownerOf(master);
  return DOMAINS[device ? device.domain : accessory.category.domain];
}

/** Category, CategoryEn, SubCategory, SubCategoryEn. */
export function categoryOf(master: MasterFacts): { category: Localized; subCategory: Localized } {
  const { device, accessory } = ownerOf(master);
  if (accessory) return { category: accessory.category.name, subCategory: accessory.type.name };
  return { category: device.name, subCategory: at(device.subcategories, master.subcategory) };
}

/** CategoryEn: the family's English name for devices, the accessory category key for accessories. */
export function categoryEn(master: MasterFacts): string {
  return master.accessoryCategory ?? categoryOf(master).category.en;
}

export function optionLabels(master: MasterFacts, variant: VariantFacts, language: Language): string[] {
  const axes = axesOf(master);
  return variant.options.map((option, index) => at(at(axes, index).options, option).label[language]);
}

export function articleName(master: MasterFacts, variant: VariantFacts, language: Language): string {
  const labels = optionLabels(master, variant, language);
  return labels.length ? `${master.name[language]} ${labels.join(', ')}` : master.name[language];
}

export function imageMedia(name: string, alt: string): MediaItem {
  return { url: mediaUrl(name), thumbnail: thumbnailUrl(name), type: 'image/jpeg', alt };
}

export function technicalSpecs(variant: VariantFacts, language: Language): Record<UnitSystem, SpecRow[]> {
  const rows = (system: UnitSystem) =>
    variant.specs.map(([key, value]) => ({
      name: SPECS[key].name[language],
      value: formatSpec(key, value, system, language),
      tooltip: SPECS[key].tooltip[language],
    }));
  return { metric: rows('metric'), imperial: rows('imperial') };
}

export function accessoryItem(master: MasterFacts, variant: VariantFacts, language: Language): AccessoryItem {
  const labels = optionLabels(master, variant, language);
  return {
    ArticleID: variant.id,
    ArticleName: articleName(master, variant, language),
    ArticleNumber: variant.articleNumber,
    imageUrl: mediaUrl(at(variant.images, 0)),
    MasterProductName: master.name[language],
    MasterProductENName: master.enName,
    SubTitleInfo: labels.length ? labels.join(', ') : categoryOf(master).subCategory[language],
    BrandName: master.brand,
  };
}

export function description(master: MasterFacts, language: Language, name = master.name[language]) {
  const texts = textsOf(master);
  const fill = (text: Localized) => fillL(text, { name })[language];
  return { title: fill(texts.title), intro: fill(texts.intro), body: fill(texts.body) };
}

export function metaDescription(master: MasterFacts, language: Language): string {
  return fillL(META_DESCRIPTION, { name: master.name, category: categoryOf(master).category, brand: master.brand })[language];
}

export const solutions = (master: MasterFacts, language: Language) =>
  master.solutions.map((key) => ({ key, name: SOLUTIONS[key][language] }));

export function applications(master: MasterFacts, language: Language) {
  const domain = domainOf(master);
  return master.applications.map((index) => {
    const application = at(domain.applications, index);
    return { name: application.name[language], imageUrl: mediaUrl(application.image) };
  });
}

/** Scope of delivery lines; `omit` leaves a field out (spec: such lines render without a link). */
export function scopeOfDelivery(master: MasterFacts, variant: VariantFacts, language: Language, lookup: CatalogLookup) {
  const itemIds = master.scope.flatMap((entry) => (entry.kind === 'item' && entry.variantId !== undefined ? [entry.variantId] : []));
  const items = lookup.variants(itemIds);
  const itemMasters = lookup.masters([...items.values()].map((item) => item.masterId));
  const lines: Array<{ articleNumber?: string; productAssetNameNormalized?: string; text?: string }> = [];
  for (const entry of master.scope as ScopeEntryFact[]) {
    let line: { articleNumber?: string; productAssetNameNormalized?: string; text?: string };
    if (entry.kind === 'self') {
      line = {
        articleNumber: variant.articleNumber,
        productAssetNameNormalized: urlName(master.enName),
        text: fillL(SCOPE_DEVICE, { name: articleName(master, variant, language) })[language],
      };
    } else if (entry.kind === 'text') {
      line = { text: at(SCOPE_TEXTS, entry.text ?? 0)[language] };
    } else {
      const item = entry.variantId === undefined ? undefined : items.get(entry.variantId);
      const itemMaster = item ? itemMasters.get(item.masterId) : undefined;
      if (!item || !itemMaster) continue;
      line = {
        articleNumber: item.articleNumber,
        productAssetNameNormalized: urlName(itemMaster.enName),
        text: `1 × ${articleName(itemMaster, item, language)}`,
      };
    }
    if (entry.omit) delete line[entry.omit];
    lines.push(line);
  }
  return lines;
}
