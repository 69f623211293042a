import type { DocumentLanguage, DownloadCategoryKey, DownloadGroup } from './documents.ts';
import type { SolutionKey } from './domains.ts';
import type { AccessoryCategoryKey, SiteName } from './families.ts';
import type { Localized } from './localized.ts';
import type { SpecKey, SpecValue } from './units.ts';

/**
 * The catalog as the generator produces it and SQLite stores it: language-neutral facts that
 * point into the text tables of this folder. product-data/endpoints/ turns them into the
 * gateway's localized JSON (spec product §3 field names).
 */

export interface ScopeEntryFact {
  /** 'self': the variant itself; 'item': an accessory variant; 'text': a text-only line. */
  kind: 'self' | 'item' | 'text';
  variantId?: number;
  /** Index into SCOPE_TEXTS for kind 'text'. */
  text?: number;
  /** A field left out on purpose (spec product §2: such entries render without a link). */
  omit?: 'articleNumber' | 'productAssetNameNormalized' | 'text';
}

export interface VideoFact {
  /** Index into HOW_TO_VIDEOS or RESTRICTED_VIDEOS. */
  title: number;
  thumbnail: string;
  /** Blank ('' or spaces) for videos the UI must drop (spec product §2); else DEMO_VIDEO_SRC. */
  url: string;
}

export interface MasterFacts {
  id: number;
  /** Position in the generation order (0-based). */
  index: number;
  productType: 'devices' | 'accessories';
  /** Device family key, or 'nozzles' / 'accessories' for accessory masters. */
  family: string;
  accessoryCategory: AccessoryCategoryKey | null;
  /** Index of the accessory type within its category. */
  accessoryType: number | null;
  /** MasterProductName per language (model names are the same in every language). */
  name: Localized;
  enName: string;
  subcategory: number;
  brand: string;
  sites: SiteName[];
  isPhasedOut: boolean;
  isPreLaunch: boolean;
  /** Media library names (/-/media/{name}.jpg) with the index of their IMAGE_VIEWS alt text. */
  images: Array<{ name: string; view: number }>;
  video: boolean;
  object3d: boolean;
  usps: number[];
  benefits: number[];
  isBullet: boolean;
  applications: number[];
  solutions: SolutionKey[];
  /** Master product ids. */
  compatible: number[];
  similar: number[];
  /** Accessory master ids per accessory category. */
  accessories: Array<{ category: AccessoryCategoryKey; types: number[] }>;
  /** Variant ids of similar accessories. */
  similarAccessories: number[];
  scope: ScopeEntryFact[];
  howToVideos: VideoFact[];
  restrictedVideos: VideoFact[];
  variantIds: number[];
}

export interface VariantFacts {
  id: number;
  masterId: number;
  articleNumber: string;
  sku: string;
  /** Chosen option index per variant axis of the family or accessory type. */
  options: number[];
  /** Metric values in display order. */
  specs: Array<[SpecKey, SpecValue]>;
  images: string[];
  shopifyGlobalIds: string[];
}

export interface DownloadFacts {
  assetName: string;
  masterId: number;
  group: DownloadGroup;
  category: DownloadCategoryKey;
  language: DocumentLanguage;
  /** Numbered media (product image 1, 2 …); 0 when there is only one. */
  number: number;
  isPrivate: boolean;
  isVisibleForAllLanguages: boolean;
  approvedForWeb: boolean;
}

export interface Catalog {
  masters: MasterFacts[];
  variants: VariantFacts[];
  downloads: DownloadFacts[];
}
