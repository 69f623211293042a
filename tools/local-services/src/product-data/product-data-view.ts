/**
 * The product-data gateway's JSON (spec product §3 field names), built per language from the
 * stored catalog facts (seed/catalog). Pure functions: the SQL lives in catalog-store.ts.
 */
import type { VariantAxis } from './seed/catalog/axes.ts';
import {
  DEMO_VIDEO_TYPE,
  DEMO_VIDEO_SRC,
  DOCUMENT_LANGUAGES,
  DOWNLOAD_CATEGORIES,
  HOW_TO_VIDEOS,
  IMAGE_VIEWS,
  META_DESCRIPTION,
  OBJECT_3D_ALT,
  RESTRICTED_VIDEOS,
  SCOPE_DEVICE,
  SCOPE_TEXTS,
  VIDEO_ALT,
  type DownloadGroup,
} from './seed/catalog/documents.ts';
import { DOMAINS, SOLUTIONS } from './seed/catalog/domains.ts';
import { ACCESSORY_FAMILY_NAMES, accessoryCategory, deviceFamily, type AccessoryCategory, type AccessoryType, type DeviceFamily, type ProductTexts } from './seed/catalog/families.ts';
import { fillL, urlName, type Language, type Localized } from './seed/catalog/localized.ts';
import { at, must } from './seed/catalog/must.ts';
import { storyEntry } from './seed/catalog/stories.ts';
import type { DownloadFacts, MasterFacts, ScopeEntryFact, VariantFacts, VideoFact } from './seed/catalog/types.ts';
import { SPECS, formatSpec, type UnitSystem } from './seed/catalog/units.ts';

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

export const mediaUrl = (name: string) => `/-/media/${name}.svg`;
const thumbnailUrl = (name: string) => `/-/media/${name}.svg?w=100`;
/** The 3D viewer's model (a small glTF served by download-files.ts). */
export const object3dUrl = (master: MasterFacts) => `/-/media/3d/${master.images[0]?.name ?? `product-${master.id}`}.gltf`;
/** Variant datasheets are generated per article number: /-/media/downloads/technical-datasheet-141-227.pdf */
export const datasheetAssetName = (articleNumber: string) => `technical-datasheet-${articleNumber.replace('.', '-')}`;
export const downloadUrl = (assetName: string, format: 'pdf' | 'svg') => `/-/media/downloads/${assetName}.${format}`;

/** The family (devices) or accessory category and type (accessories) a master belongs to. */
function ownerOf(master: MasterFacts): { device: DeviceFamily; accessory: null } | { device: null; accessory: { category: AccessoryCategory; type: AccessoryType } } {
  if (master.accessoryCategory === null) return { device: must(deviceFamily(master.family), master.family), accessory: null };
  const category = must(accessoryCategory(master.accessoryCategory), master.accessoryCategory);
  return { device: null, accessory: { category, type: at(category.types, master.accessoryType ?? 0) } };
}

function axesOf(master: MasterFacts): VariantAxis[] {
  const { device, accessory } = ownerOf(master);
  return device ? device.axes : accessory.type.axes;
}

function textsOf(master: MasterFacts): ProductTexts {
  const { device, accessory } = ownerOf(master);
  return device ? device.texts : accessory.category.texts;
}

function domainOf(master: MasterFacts) {
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

/** The menu family a master belongs to (Nozzles and Accessories for accessory masters). */
export function familyName(master: MasterFacts): Localized {
  if (master.family === 'nozzles' || master.family === 'accessories') return ACCESSORY_FAMILY_NAMES[master.family];
  return must(deviceFamily(master.family), master.family).name;
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

export function masterMedia(master: MasterFacts, language: Language): MediaItem[] {
  const name = master.name[language];
  const media = master.images.map((image) => imageMedia(image.name, `${name}, ${at(IMAGE_VIEWS, image.view).alt[language]}`));
  const poster = master.images[0]?.name ?? `product-${master.id}`;
  if (master.video) media.splice(Math.min(2, media.length), 0, { url: DEMO_VIDEO_SRC, thumbnail: thumbnailUrl(`${poster}-video`), type: DEMO_VIDEO_TYPE, alt: `${name}, ${VIDEO_ALT[language]}` });
  if (master.object3d) media.push({ url: object3dUrl(master), thumbnail: thumbnailUrl(`${poster}-3d`), type: '3Dobject', alt: `${name}, ${OBJECT_3D_ALT[language]}` });
  return media;
}

export function variantMedia(master: MasterFacts, variant: VariantFacts, language: Language): MediaItem[] {
  const name = articleName(master, variant, language);
  const views = new Map(master.images.map((image) => [image.name, image.view]));
  return variant.images.map((image, index) => {
    const view = views.get(image);
    return imageMedia(image, index === 0 || view === undefined ? name : `${name}, ${at(IMAGE_VIEWS, view).alt[language]}`);
  });
}

export function technicalSpecs(variant: VariantFacts, language: Language): Record<UnitSystem, SpecRow[]> {
  const rows = (system: UnitSystem) =>
    variant.specs.map(([key, value]) => ({ name: SPECS[key].name[language], value: formatSpec(key, value, system, language), tooltip: SPECS[key].tooltip[language] }));
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

function description(master: MasterFacts, language: Language, name = master.name[language]) {
  const texts = textsOf(master);
  const fill = (text: Localized) => fillL(text, { name })[language];
  return { title: fill(texts.title), intro: fill(texts.intro), body: fill(texts.body) };
}

export function metaDescription(master: MasterFacts, language: Language): string {
  return fillL(META_DESCRIPTION, { name: master.name, category: categoryOf(master).category, brand: master.brand })[language];
}

const solutions = (master: MasterFacts, language: Language) => master.solutions.map((key) => ({ key, name: SOLUTIONS[key][language] }));

function applications(master: MasterFacts, language: Language) {
  const domain = domainOf(master);
  return master.applications.map((index) => {
    const application = at(domain.applications, index);
    return { name: application.name[language], imageUrl: mediaUrl(application.image) };
  });
}

function productCard(master: MasterFacts, language: Language) {
  return {
    Id: master.id,
    Name: master.name[language],
    NameEn: master.enName,
    CategoryEn: categoryEn(master),
    BrandName: master.brand,
    ImageUrl: mediaUrl(at(master.images, 0).name),
    Description: description(master, language).intro,
  };
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
      line = { articleNumber: variant.articleNumber, productAssetNameNormalized: urlName(master.enName), text: fillL(SCOPE_DEVICE, { name: articleName(master, variant, language) })[language] };
    } else if (entry.kind === 'text') {
      line = { text: at(SCOPE_TEXTS, entry.text ?? 0)[language] };
    } else {
      const item = entry.variantId === undefined ? undefined : items.get(entry.variantId);
      const itemMaster = item ? itemMasters.get(item.masterId) : undefined;
      if (!item || !itemMaster) continue;
      line = { articleNumber: item.articleNumber, productAssetNameNormalized: urlName(itemMaster.enName), text: `1 × ${articleName(itemMaster, item, language)}` };
    }
    if (entry.omit) delete line[entry.omit];
    lines.push(line);
  }
  return lines;
}

/** GET /product-data/v1/products/{name}/{lang}/{tenant}: the master product. */
export function masterProductView(master: MasterFacts, defaultVariant: VariantFacts, language: Language, lookup: CatalogLookup) {
  const { category, subCategory } = categoryOf(master);
  const domain = domainOf(master);
  const related = lookup.masters([...master.compatible, ...master.similar, ...master.accessories.flatMap((group) => group.types)]);
  const relatedList = (ids: number[]) => ids.flatMap((id) => related.get(id) ?? []);
  const typeVariants = lookup.variants(relatedList(master.accessories.flatMap((group) => group.types)).flatMap((type) => type.variantIds));
  const similarAccessoryVariants = lookup.variants(master.similarAccessories);
  const similarAccessoryMasters = lookup.masters([...similarAccessoryVariants.values()].map((variant) => variant.masterId));

  return {
    MasterProductID: master.id,
    MasterProductName: master.name[language],
    MasterProductENName: master.enName,
    MasterProductMetaDescription: metaDescription(master, language),
    BrandName: master.brand,
    Category: category[language],
    CategoryEn: categoryEn(master),
    SubCategory: subCategory[language],
    SubCategoryEn: subCategory.en,
    ProductType: master.productType,
    isPhasedOut: master.isPhasedOut,
    isPreLaunch: master.isPreLaunch,
    NumberOfVariants: master.variantIds.length,
    media: masterMedia(master, language),
    USP: master.usps.map((index) => at(domain.usps, index)[language]),
    Description: description(master, language),
    technicalSpecs: technicalSpecs(defaultVariant, language),
    technicalDatasheet: { url: downloadUrl(datasheetAssetName(defaultVariant.articleNumber), 'pdf') },
    benefits: {
      isBullet: master.isBullet,
      data: master.benefits.map((index) => {
        const benefit = at(domain.benefits, index);
        return { title: benefit.title[language], subTitle: benefit.subTitle[language], description: benefit.description[language], img: mediaUrl(benefit.image) };
      }),
    },
    Applications: applications(master, language),
    CompatibleProducts: relatedList(master.compatible).map((card) => productCard(card, language)),
    ProductAccesories: {
      Categories: master.accessories
        .map((group) => ({
          category: must(accessoryCategory(group.category), group.category).name[language],
          categoryEn: group.category,
          Types: relatedList(group.types).map((type) => ({
            Name: type.name[language],
            imageUrl: mediaUrl(at(type.images, 0).name),
            Items: type.variantIds.flatMap((variantId) => typeVariants.get(variantId) ?? []).map((variant) => accessoryItem(type, variant, language)),
          })),
        }))
        .filter((group) => group.Types.length > 0),
    },
    SimilarAccessories: similarAccessories(master, similarAccessoryVariants, similarAccessoryMasters, language),
    similarProducts: relatedList(master.similar).map((card) => productCard(card, language)),
    scopeOfDelivery: scopeOfDelivery(master, defaultVariant, language, lookup),
    Solutions: solutions(master, language),
    stories: master.solutions.map((key) => storyEntry(key, language, mediaUrl)),
  };
}

function similarAccessories(master: MasterFacts, variants: Map<number, VariantFacts>, masters: Map<number, MasterFacts>, language: Language): AccessoryItem[] {
  return master.similarAccessories.flatMap((id) => {
    const variant = variants.get(id);
    const owner = variant ? masters.get(variant.masterId) : undefined;
    return variant && owner ? [accessoryItem(owner, variant, language)] : [];
  });
}

/** GET /product-data/v1/product/similarAccessories. */
export function similarAccessoriesView(master: MasterFacts, language: Language, lookup: CatalogLookup): AccessoryItem[] {
  const variants = lookup.variants(master.similarAccessories);
  return similarAccessories(master, variants, lookup.masters([...variants.values()].map((variant) => variant.masterId)), language);
}

/** One entry of GET /product-data/v1/product-items/{masterProductId}/{market}/{lang}/{tenant}. */
export function variantView(master: MasterFacts, variant: VariantFacts, language: Language, lookup: CatalogLookup) {
  const axes = axesOf(master);
  const isAccessory = master.productType === 'accessories';
  // Accessories describe the variant itself (spec product §2: their description comes from the variant).
  const text = description(master, language, isAccessory ? articleName(master, variant, language) : master.name[language]);
  const allApplications = applications(master, language);
  return {
    id: variant.id,
    articleNumber: variant.articleNumber,
    articleName: articleName(master, variant, language),
    sku: variant.sku,
    media: variantMedia(master, variant, language),
    // Every third variant leaves out its master's last application, so variants differ a little.
    applications: variant.id % 3 === 0 && allApplications.length > 1 ? allApplications.slice(0, -1) : allApplications,
    technicalDatasheet: { url: downloadUrl(datasheetAssetName(variant.articleNumber), 'pdf') },
    technicalSpecs: technicalSpecs(variant, language),
    scopeOfDelivery: scopeOfDelivery(master, variant, language, lookup),
    description: { masterProductDescriptionTitle: text.title, masterProductDescriptionIntro: text.intro, masterProductDescriptionBody: text.body },
    shopifyGlobalIds: variant.shopifyGlobalIds,
    filterValues: variant.options.map((option, index) => ({ name: at(axes, index).name[language], value: at(at(axes, index).options, option).label[language] })),
    solutions: solutions(master, language),
  };
}

/** GET /product-data/v1/product/short. */
export function shortProductView(master: MasterFacts, variant: VariantFacts | undefined, language: Language) {
  return {
    name: variant ? articleName(master, variant, language) : master.name[language],
    description: metaDescription(master, language),
    image: mediaUrl(variant?.images[0] ?? at(master.images, 0).name),
    isPhasedOut: master.isPhasedOut,
    isPreLaunch: master.isPreLaunch,
  };
}

/** One record of GET /product-data/v1/product-items/technical-titles-with-subtitles/{language}. */
export function technicalTitlesView(master: MasterFacts, variant: VariantFacts, language: Language) {
  const labels = optionLabels(master, variant, language);
  const specs = technicalSpecs(variant, language).metric;
  return {
    articleNumber: variant.articleNumber,
    title: articleName(master, variant, language),
    subTitle: labels.length ? labels.join(', ') : specs.slice(0, 2).map((row) => row.value).join(' · '),
    masterProductName: master.name[language],
    masterProductENName: master.enName,
    technicalTitles: specs.slice(0, 4).map((row) => ({ title: row.name, subTitle: row.value })),
  };
}

/** One entry of POST /product-data/v1/product/wishlistObjects. */
export function wishlistObjectView(master: MasterFacts, variant: VariantFacts, language: Language, addDate: string | null) {
  return {
    variantId: variant.id,
    articleNo: variant.articleNumber,
    name: articleName(master, variant, language),
    picture: mediaUrl(at(variant.images, 0)),
    addDate,
    masterProductNameEn: master.enName,
    MasterProductName: master.name[language],
    categoryEn: categoryEn(master),
    brandName: master.brand,
  };
}

/** One entry of POST /product-data/v1/product/comparedObjects (spec discovery §7; product §3 "Compare entry"). */
export function comparedObjectView(id: number, master: MasterFacts, variant: VariantFacts, language: Language) {
  const domain = domainOf(master);
  return {
    id,
    category: categoryOf(master).category[language],
    categoryEn: categoryEn(master),
    masterProductName: master.name[language],
    masterProductNameEn: master.enName,
    articleNumber: variant.articleNumber,
    picture: mediaUrl(at(variant.images, 0)),
    noOfVariants: master.variantIds.length,
    masterProductMetaDescription: metaDescription(master, language),
    solutions: solutions(master, language),
    brandName: master.brand,
    usp: master.usps.slice(0, 5).map((index) => at(domain.usps, index)[language]),
    applications: applications(master, language),
    technicalSpecs: technicalSpecs(variant, language),
  };
}

export interface DownloadItem {
  title: string;
  url: string;
  assetName: string;
  category: string;
  language: string;
  languageShort: string;
  isPrivate: boolean;
  isVisibleForAllLanguages: boolean;
  approvedForWeb: boolean;
}

export interface DownloadList {
  categories: string[];
  languages: Array<{ language: string; languageShort: string }>;
  items: DownloadItem[];
  filteredItems: DownloadItem[];
}

const displayNames = new Map<Language, Intl.DisplayNames>();
export function languageName(code: string, language: Language): string {
  let names = displayNames.get(language);
  if (!names) displayNames.set(language, (names = new Intl.DisplayNames([language], { type: 'language' })));
  const name = names.of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

/** The title of a download, in the document's language (multilingual documents: the request's). */
export function downloadTitle(master: MasterFacts, download: DownloadFacts, language: Language): string {
  const titleLanguage = download.isVisibleForAllLanguages ? language : download.language;
  const name = (master.name as Record<string, string>)[titleLanguage] ?? master.enName;
  const category = DOWNLOAD_CATEGORIES[download.category].title[titleLanguage];
  return `${name} – ${category}${download.number ? ` ${download.number}` : ''}`;
}

export function downloadItem(master: MasterFacts, download: DownloadFacts, language: Language): DownloadItem {
  return {
    title: downloadTitle(master, download, language),
    url: downloadUrl(download.assetName, DOWNLOAD_CATEGORIES[download.category].format),
    assetName: download.assetName,
    category: DOWNLOAD_CATEGORIES[download.category].title[language],
    language: languageName(download.language, language),
    languageShort: download.language,
    isPrivate: download.isPrivate,
    isVisibleForAllLanguages: download.isVisibleForAllLanguages,
    approvedForWeb: download.approvedForWeb,
  };
}

/** The variant's technical datasheet as a download (English, valid for every language). */
export function datasheetDownload(master: MasterFacts, variant: VariantFacts, language: Language): DownloadItem {
  const assetName = datasheetAssetName(variant.articleNumber);
  return {
    title: `${articleName(master, variant, language)} – ${DOWNLOAD_CATEGORIES['technical-datasheets'].title[language]}`,
    url: downloadUrl(assetName, 'pdf'),
    assetName,
    category: DOWNLOAD_CATEGORIES['technical-datasheets'].title[language],
    language: languageName('en', language),
    languageShort: 'en',
    isPrivate: false,
    isVisibleForAllLanguages: true,
    approvedForWeb: true,
  };
}

function downloadList(items: Array<{ item: DownloadItem; order: number }>, language: Language): DownloadList {
  const sorted = [...items].sort((a, b) => a.order - b.order).map(({ item }) => item);
  const categories = [...new Set(sorted.map((item) => item.category))];
  const languageOrder = (code: string) => {
    const index = (DOCUMENT_LANGUAGES as readonly string[]).indexOf(code);
    return index === -1 ? DOCUMENT_LANGUAGES.length : index;
  };
  const codes = [...new Set(sorted.map((item) => item.languageShort))].sort((a, b) => languageOrder(a) - languageOrder(b));
  return {
    categories,
    languages: codes.map((code) => ({ language: languageName(code, language), languageShort: code })),
    items: sorted,
    // What a visitor of this language sees first (spec product §5): approved, and in the language or for all.
    filteredItems: sorted.filter((item) => item.approvedForWeb && (item.languageShort === language || item.isVisibleForAllLanguages)),
  };
}

/** GET /api/MasterProducts/getDownloadsExtended: Information Material, Media Assets and both. */
export function downloadsView(master: MasterFacts, downloads: DownloadFacts[], variant: VariantFacts | undefined, language: Language): Record<'info' | 'media' | 'all', DownloadList> {
  const categoryOrder = Object.keys(DOWNLOAD_CATEGORIES);
  const entries: Array<{ group: DownloadGroup; item: DownloadItem; order: number }> = downloads.map((download) => ({
    group: download.group,
    item: downloadItem(master, download, language),
    order: categoryOrder.indexOf(download.category) * 100 + DOCUMENT_LANGUAGES.indexOf(download.language) * 10 + download.number,
  }));
  if (variant) entries.push({ group: 'info', item: datasheetDownload(master, variant, language), order: categoryOrder.indexOf('technical-datasheets') * 100 });
  return {
    info: downloadList(entries.filter((entry) => entry.group === 'info'), language),
    media: downloadList(entries.filter((entry) => entry.group === 'media'), language),
    all: downloadList(entries, language),
  };
}

/** GET /api/MasterProducts/getVideoCampaignItems: blank urls stay in the data (the UI drops them). */
export function videoCampaignView(master: MasterFacts, language: Language) {
  const video = (titles: Localized[]) => (fact: VideoFact) => ({ url: fact.url, title: `${master.name[language]} – ${at(titles, fact.title)[language]}`, thumbnail: fact.thumbnail });
  return { howToVideos: master.howToVideos.map(video(HOW_TO_VIDEOS)), restrictedVideos: master.restrictedVideos.map(video(RESTRICTED_VIDEOS)) };
}

