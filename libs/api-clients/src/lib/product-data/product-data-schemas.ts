import * as v from 'valibot';

/**
 * Response schemas of the product-data gateway (spec product §3 field names). Lenient where the
 * real gateway is loose: unknown fields pass, missing or null lists become [], missing texts ''.
 * Ids may come as numbers or numeric strings and are read as numbers. (A nullish object that a
 * transform normalises needs a default, or valibot skips the missing key altogether.)
 */

const text = v.pipe(
  v.nullish(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value)),
);
const optionalText = v.pipe(
  v.nullish(v.union([v.string(), v.number()])),
  v.transform((value) => (value === null || value === undefined ? undefined : String(value))),
);
const id = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform((value) => Number(value)),
);
const flag = v.nullish(v.boolean(), false);
const list = <TItem extends v.GenericSchema>(item: TItem) => v.nullish(v.array(item), []);

export const mediaItemSchema = v.looseObject({
  url: text,
  thumbnail: text,
  /** 'image/jpeg', 'video/mp4' (or another video MIME type) or '3Dobject'. */
  type: text,
  alt: text,
});

export const specRowSchema = v.looseObject({ name: text, value: text, tooltip: text });

export const technicalSpecsSchema = v.pipe(
  v.nullish(v.looseObject({ metric: list(specRowSchema), imperial: list(specRowSchema) }), null),
  v.transform((value) => ({ metric: value?.metric ?? [], imperial: value?.imperial ?? [] })),
);

const datasheetSchema = v.pipe(
  v.nullish(v.looseObject({ url: optionalText }), null),
  v.transform((value) => ({ url: value?.url ?? null })),
);

export const applicationSchema = v.looseObject({ name: text, imageUrl: text });

export const scopeEntrySchema = v.looseObject({
  articleNumber: optionalText,
  productAssetNameNormalized: optionalText,
  text: optionalText,
});

const solutionSchema = v.pipe(
  v.union([v.string(), v.looseObject({ key: v.string(), name: v.optional(v.string()) })]),
  v.transform((value) => (typeof value === 'string' ? { key: value, name: value } : { key: value.key, name: value.name ?? value.key })),
);

export const accessoryItemSchema = v.looseObject({
  ArticleID: id,
  ArticleName: text,
  ArticleNumber: text,
  imageUrl: text,
  MasterProductName: text,
  MasterProductENName: text,
  SubTitleInfo: text,
  BrandName: text,
});
/** Spec product §3 "Accessory item / similar accessory". */
export type AccessoryItem = v.InferOutput<typeof accessoryItemSchema>;

const productCardSchema = v.looseObject({
  Id: id,
  Name: text,
  NameEn: text,
  CategoryEn: text,
  BrandName: text,
  ImageUrl: text,
  Description: text,
});
/** Spec product §3 "Similar product" and the CompatibleProducts entries. */
export type ProductCard = v.InferOutput<typeof productCardSchema>;

export const masterProductSchema = v.looseObject({
  MasterProductID: id,
  MasterProductName: text,
  MasterProductENName: text,
  MasterProductMetaDescription: text,
  BrandName: text,
  Category: text,
  CategoryEn: text,
  SubCategory: text,
  SubCategoryEn: text,
  /** 'accessories' for accessories; other values for devices. */
  ProductType: text,
  isPhasedOut: flag,
  isPreLaunch: flag,
  media: list(mediaItemSchema),
  USP: list(v.string()),
  Description: v.pipe(
    v.nullish(v.looseObject({ title: text, intro: text, body: text }), null),
    v.transform((value) => ({ title: value?.title ?? '', intro: value?.intro ?? '', body: value?.body ?? '' })),
  ),
  technicalSpecs: technicalSpecsSchema,
  technicalDatasheet: datasheetSchema,
  benefits: v.pipe(
    v.nullish(
      v.looseObject({ isBullet: flag, data: list(v.looseObject({ title: text, subTitle: text, description: text, img: text })) }),
      null,
    ),
    v.transform((value) => ({ isBullet: value?.isBullet ?? false, data: value?.data ?? [] })),
  ),
  Applications: list(applicationSchema),
  CompatibleProducts: list(productCardSchema),
  ProductAccesories: v.pipe(
    v.nullish(
      v.looseObject({
        Categories: list(
          v.looseObject({
            category: text,
            categoryEn: optionalText,
            Types: list(v.looseObject({ Name: text, imageUrl: text, Items: list(accessoryItemSchema) })),
          }),
        ),
      }),
      null,
    ),
    v.transform((value) => ({ Categories: value?.Categories ?? [] })),
  ),
  SimilarAccessories: list(accessoryItemSchema),
  similarProducts: list(productCardSchema),
  scopeOfDelivery: list(scopeEntrySchema),
  Solutions: list(solutionSchema),
});
/** Spec product §3 "Master product". */
export type MasterProduct = v.InferOutput<typeof masterProductSchema>;

export const variantSchema = v.looseObject({
  id: id,
  articleNumber: text,
  articleName: text,
  sku: text,
  media: list(mediaItemSchema),
  applications: list(applicationSchema),
  technicalDatasheet: datasheetSchema,
  technicalSpecs: technicalSpecsSchema,
  scopeOfDelivery: list(scopeEntrySchema),
  description: v.pipe(
    v.nullish(
      v.looseObject({ masterProductDescriptionTitle: text, masterProductDescriptionIntro: text, masterProductDescriptionBody: text }),
      null,
    ),
    v.transform((value) => ({
      masterProductDescriptionTitle: value?.masterProductDescriptionTitle ?? '',
      masterProductDescriptionIntro: value?.masterProductDescriptionIntro ?? '',
      masterProductDescriptionBody: value?.masterProductDescriptionBody ?? '',
    })),
  ),
  shopifyGlobalIds: list(v.string()),
  filterValues: list(v.looseObject({ name: text, value: text })),
  solutions: list(solutionSchema),
});
/** Spec product §3 "Variant". */
export type ProductVariant = v.InferOutput<typeof variantSchema>;

export const shortProductSchema = v.looseObject({ name: text, description: text, image: text, isPhasedOut: flag, isPreLaunch: flag });
/** Spec product §3 "Short product data". */
export type ShortProduct = v.InferOutput<typeof shortProductSchema>;

export const technicalTitleRecordSchema = v.looseObject({
  articleNumber: text,
  title: text,
  subTitle: text,
  technicalTitles: list(v.looseObject({ title: text, subTitle: text })),
});
/** Spec product §3 "Technical title record". */
export type TechnicalTitleRecord = v.InferOutput<typeof technicalTitleRecordSchema>;

export const downloadItemSchema = v.looseObject({
  title: text,
  url: text,
  assetName: text,
  category: text,
  language: text,
  languageShort: text,
  isPrivate: flag,
  isVisibleForAllLanguages: flag,
  approvedForWeb: flag,
});
/** Spec product §3 "Download item". */
export type DownloadItem = v.InferOutput<typeof downloadItemSchema>;

export const downloadListSchema = v.pipe(
  v.nullish(
    v.looseObject({
      categories: list(v.string()),
      languages: list(v.looseObject({ language: text, languageShort: text })),
      items: list(downloadItemSchema),
      filteredItems: list(downloadItemSchema),
    }),
    null,
  ),
  v.transform((value) => ({
    categories: value?.categories ?? [],
    languages: value?.languages ?? [],
    items: value?.items ?? [],
    filteredItems: value?.filteredItems ?? [],
  })),
);
/** Spec product §3 "Download list". */
export type DownloadList = v.InferOutput<typeof downloadListSchema>;

export const downloadsExtendedSchema = v.looseObject({ info: downloadListSchema, media: downloadListSchema, all: downloadListSchema });
/** Information Material, Media Assets and the merged list (spec product §2 Downloads page). */
export type DownloadsExtended = v.InferOutput<typeof downloadsExtendedSchema>;

const videoSchema = v.looseObject({ url: text, title: text, thumbnail: text });
/** Spec product §3 "Video"; a blank url means the video must not be listed (spec product §2). */
export type CampaignVideo = v.InferOutput<typeof videoSchema>;

export const videoCampaignSchema = v.looseObject({ howToVideos: list(videoSchema), restrictedVideos: list(videoSchema) });
export type VideoCampaign = v.InferOutput<typeof videoCampaignSchema>;

/** One compared product (spec product §3 "Compare entry"), as POST comparedObjects answers it. */
export const comparedObjectSchema = v.looseObject({
  id,
  category: text,
  categoryEn: text,
  masterProductName: text,
  masterProductNameEn: text,
  articleNumber: text,
  picture: text,
  noOfVariants: v.nullish(v.number(), 0),
  masterProductMetaDescription: text,
  solutions: list(solutionSchema),
  brandName: text,
  usp: list(text),
  applications: list(applicationSchema),
  technicalSpecs: technicalSpecsSchema,
});

export type ComparedObject = v.InferOutput<typeof comparedObjectSchema>;
