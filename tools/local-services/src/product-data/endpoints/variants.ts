import { IMAGE_VIEWS } from '../seed/catalog/documents.ts';
import type { Language } from '../seed/catalog/localized.ts';
import { at } from '../seed/catalog/must.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import {
  applications,
  articleName,
  axesOf,
  datasheetAssetName,
  description,
  downloadUrl,
  imageMedia,
  scopeOfDelivery,
  solutions,
  technicalSpecs,
  type CatalogLookup,
  type MediaItem,
} from './shared-fields.ts';

export function variantMedia(master: MasterFacts, variant: VariantFacts, language: Language): MediaItem[] {
  const name = articleName(master, variant, language);
  const views = new Map(master.images.map((image) => [image.name, image.view]));
  return variant.images.map((image, index) => {
    const view = views.get(image);
    return imageMedia(image, index === 0 || view === undefined ? name : `${name}, ${at(IMAGE_VIEWS, view).alt[language]}`);
  });
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
    description: {
      masterProductDescriptionTitle: text.title,
      masterProductDescriptionIntro: text.intro,
      masterProductDescriptionBody: text.body,
    },
    shopifyGlobalIds: variant.shopifyGlobalIds,
    filterValues: variant.options.map((option, index) => ({
      name: at(axes, index).name[language],
      value: at(at(axes, index).options, option).label[language],
    })),
    solutions: solutions(master, language),
  };
}
