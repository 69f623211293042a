import type { AccessoryItem, MasterProduct, ProductCard, ProductVariant, TechnicalTitleRecord } from '@mbw/api-clients';
import { cutText } from './cut-text';
import { isAccessory, productDescription, type ProductDescription } from './product-description';
import { galleryItems, type GalleryItem } from './product-gallery';
import { productStories, type StoryCardView } from './product-stories';
import { productPagePath } from './product-urls';
import { scopeOfDeliveryLines, type ScopeLine } from './scope-of-delivery';
import { accessoryCards, type AccessoryCardView } from './similar-accessories';
import type { SpecRowLike } from './spec-system';
import { variantChoices, type VariantChoice } from './variant-selector';
import type { VideoCampaignSource } from './video-campaign';

export interface ProductCardView {
  id: number;
  name: string;
  category: string;
  brandName: string;
  imageUrl: string;
  /** Cut at 120 characters (spec product §9). */
  description: string;
  href: string;
}

export interface VariantView {
  id: number;
  articleNumber: string;
  articleName: string;
  sku: string;
  /** Key technical titles of the variant (technical-titles-with-subtitles), e.g. Power · 1900 W. */
  highlights: Array<{ title: string; subTitle: string }>;
  /** The variant's Shopify Products (one per condition: new, used, refurbished), for the shop's slots. */
  shopifyGlobalIds?: string[];
}

/**
 * What the product page renders: the master product and the URL's variant boiled down to the
 * fields the page shows (so the HTML does not carry the gateway's whole answer twice).
 */
export interface ProductPageView {
  masterId: number;
  name: string;
  englishName: string;
  brandName: string;
  category: string;
  /** The English category (CategoryEn): the compare list's category key on every language. */
  categoryEn: string;
  isAccessory: boolean;
  /** The product's solution keys, the variant's when it has some (the map's initial filters, spec discovery §4). */
  solutionKeys: string[];
  metaDescription: string;
  /** Path of this page: the variant URL (or the product URL when the master has no variants). */
  path: string;
  gallery: GalleryItem[];
  usps: string[];
  description: ProductDescription;
  specs: { metric: SpecRowLike[]; imperial: SpecRowLike[] };
  datasheetUrl: string | null;
  scopeOfDelivery: ScopeLine[];
  benefits: { isBullet: boolean; items: Array<{ title: string; subTitle: string; description: string; image: string }> };
  applications: Array<{ name: string; imageUrl: string }>;
  compatibleProducts: ProductCardView[];
  /** From the similarAccessories call (empty when it failed: the grid is then left out). */
  similarAccessories: AccessoryCardView[];
  similarProducts: ProductCardView[];
  /** Stories about the product (an optional `stories` list on the master). */
  stories: StoryCardView[];
  /**
   * What the video section asks the query cache for (the key the loader filled, see
   * dehydrateProductLoad): the videos travel once, in the dehydrated state, not in this view.
   * Null when the campaign was not asked for (no section).
   */
  videoCampaign: VideoCampaignSource | null;
  variant: VariantView | null;
  variantCount: number;
  /** Every variant, for the variant selector dialog. */
  variantChoices: VariantChoice[];
}

const nonBlank = (value: string) => value.trim() !== '';

/** The variant's list when it has one, else the master's (the gateway fills either or both). */
function preferVariant<T>(fromVariant: readonly T[] | undefined, fromMaster: readonly T[]): T[] {
  return fromVariant && fromVariant.length > 0 ? [...fromVariant] : [...fromMaster];
}

/** Product cards (compatible and similar products); a card without a name is left out. */
function productCards(cards: readonly ProductCard[], language: string): ProductCardView[] {
  return cards
    .filter((card) => nonBlank(card.Name) || nonBlank(card.NameEn))
    .map((card) => ({
      id: card.Id,
      name: card.Name.trim() || card.NameEn.trim(),
      category: card.CategoryEn.trim(),
      brandName: card.BrandName.trim(),
      imageUrl: card.ImageUrl.trim(),
      description: cutText(card.Description),
      href: productPagePath({ language, englishName: card.NameEn.trim() || card.Name.trim() }),
    }));
}

export function productPageView(input: {
  master: MasterProduct;
  variants: readonly ProductVariant[];
  variant: ProductVariant | null;
  technicalTitles?: TechnicalTitleRecord | null;
  /** The similarAccessories call's answer; null or absent when it failed or was not made. */
  similarAccessories?: readonly AccessoryItem[] | null;
  /** The getVideoCampaignItems request the loader made; absent when it was not made. */
  videoCampaign?: VideoCampaignSource;
  language: string;
}): ProductPageView {
  const { master, variant, language } = input;
  const englishName = master.MasterProductENName.trim() || master.MasterProductName.trim();
  const specs =
    variant && (variant.technicalSpecs.metric.length > 0 || variant.technicalSpecs.imperial.length > 0)
      ? variant.technicalSpecs
      : master.technicalSpecs;
  const cleanRows = (rows: readonly SpecRowLike[]) =>
    rows
      .filter((row) => nonBlank(row.name) && nonBlank(row.value))
      .map((row) => ({ name: row.name.trim(), value: row.value.trim(), tooltip: row.tooltip.trim() }));
  return {
    masterId: master.MasterProductID,
    name: master.MasterProductName.trim() || englishName,
    englishName,
    brandName: master.BrandName.trim(),
    category: master.Category.trim(),
    categoryEn: (master.CategoryEn ?? '').trim(),
    isAccessory: isAccessory(master),
    solutionKeys: preferVariant(variant?.solutions, master.Solutions)
      .map((solution) => solution.key.trim())
      .filter(nonBlank),
    metaDescription: master.MasterProductMetaDescription.trim(),
    path: productPagePath({ language, englishName, articleNumber: variant?.articleNumber ?? null }),
    gallery: galleryItems(variant?.media ?? [], master.media),
    usps: master.USP.map((usp) => usp.trim()).filter(nonBlank),
    description: productDescription(master, variant),
    specs: { metric: cleanRows(specs.metric), imperial: cleanRows(specs.imperial) },
    datasheetUrl: variant?.technicalDatasheet.url || master.technicalDatasheet.url || null,
    scopeOfDelivery: scopeOfDeliveryLines(preferVariant(variant?.scopeOfDelivery, master.scopeOfDelivery), language),
    benefits: {
      isBullet: master.benefits.isBullet,
      items: master.benefits.data
        .filter((benefit) => nonBlank(benefit.title) || nonBlank(benefit.description))
        .map((benefit) => ({
          title: benefit.title.trim(),
          subTitle: benefit.subTitle.trim(),
          description: benefit.description.trim(),
          image: benefit.img.trim(),
        })),
    },
    applications: preferVariant(variant?.applications, master.Applications)
      .filter((application) => nonBlank(application.name))
      .map((application) => ({ name: application.name.trim(), imageUrl: application.imageUrl.trim() })),
    compatibleProducts: productCards(master.CompatibleProducts, language),
    similarAccessories: accessoryCards(input.similarAccessories ?? [], language),
    similarProducts: productCards(master.similarProducts, language),
    stories: productStories(master['stories'], language),
    videoCampaign: input.videoCampaign ?? null,
    variant: variant
      ? {
          id: variant.id,
          articleNumber: variant.articleNumber,
          articleName: variant.articleName.trim(),
          sku: variant.sku.trim() || variant.articleNumber,
          highlights: (input.technicalTitles?.technicalTitles ?? []).filter((entry) => nonBlank(entry.title) && nonBlank(entry.subTitle)),
          // A list in the schema; a hand-made variant (tests, fixtures) may leave it out.
          shopifyGlobalIds: Array.isArray(variant.shopifyGlobalIds) ? [...variant.shopifyGlobalIds] : [],
        }
      : null,
    variantCount: input.variants.length,
    variantChoices: variantChoices(input.variants),
  };
}
