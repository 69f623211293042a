import { DEMO_VIDEO_SRC, DEMO_VIDEO_TYPE, IMAGE_VIEWS, OBJECT_3D_ALT, VIDEO_ALT } from '../seed/catalog/documents.ts';
import { accessoryCategory } from '../seed/catalog/families.ts';
import type { Language } from '../seed/catalog/localized.ts';
import { at, must } from '../seed/catalog/must.ts';
import { storyEntry } from '../seed/catalog/stories.ts';
import type { MasterFacts, VariantFacts } from '../seed/catalog/types.ts';
import {
  accessoryItem,
  applications,
  categoryEn,
  categoryOf,
  datasheetAssetName,
  description,
  domainOf,
  downloadUrl,
  imageMedia,
  mediaUrl,
  metaDescription,
  scopeOfDelivery,
  solutions,
  technicalSpecs,
  thumbnailUrl,
  type CatalogLookup,
  type MediaItem,
} from './shared-fields.ts';
import { similarAccessories } from './similar-accessories.ts';

/** The 3D viewer's model (a small glTF served by download-files.ts). */
export const object3dUrl = (master: MasterFacts) => `/-/media/3d/${master.images[0]?.name ?? `product-${master.id}`}.gltf`;

export function masterMedia(master: MasterFacts, language: Language): MediaItem[] {
  const name = master.name[language];
  const media = master.images.map((image) => imageMedia(image.name, `${name}, ${at(IMAGE_VIEWS, image.view).alt[language]}`));
  const poster = master.images[0]?.name ?? `product-${master.id}`;
  if (master.video)
    media.splice(Math.min(2, media.length), 0, {
      url: DEMO_VIDEO_SRC,
      thumbnail: thumbnailUrl(`${poster}-video`),
      type: DEMO_VIDEO_TYPE,
      alt: `${name}, ${VIDEO_ALT[language]}`,
    });
  if (master.object3d)
    media.push({
      url: object3dUrl(master),
      thumbnail: thumbnailUrl(`${poster}-3d`),
      type: '3Dobject',
      alt: `${name}, ${OBJECT_3D_ALT[language]}`,
    });
  return media;
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
        return {
          title: benefit.title[language],
          subTitle: benefit.subTitle[language],
          description: benefit.description[language],
          img: mediaUrl(benefit.image),
        };
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
            Items: type.variantIds
              .flatMap((variantId) => typeVariants.get(variantId) ?? [])
              .map((variant) => accessoryItem(type, variant, language)),
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
