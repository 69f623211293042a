export { UpstreamError, fetchUpstream, observeUpstreamCalls, readJson } from './lib/http/upstream';
export { fetchGraphql, type GraphqlFailure } from './lib/graphql/graphql-fetch';
export { createGraphqlClient, sendGraphql, type GraphqlClient } from './lib/graphql/graphql-client';
export { jsonResponse, parseJsonBody, proxyRequest, readBody, type ProxyOptions } from './lib/http/proxy';
export type { SitecoreConfig } from './lib/sitecore/sitecore-config';
export {
  isRouteRestricted,
  type ComponentFields,
  type ComponentRendering,
  type ImageFieldValue,
  type LinkField,
  type LinkFieldValue,
  type PlaceholdersData,
  type RouteData,
  type TextField,
} from './lib/sitecore/layout-types';
export { checkboxValue, imageValue, labelledLinkValue, linkValue, textValue } from './lib/sitecore/field-values';
export { fetchLayout, type LayoutResult } from './lib/sitecore/layout-service';
export { postFormBuilder, registerFieldTracking, type FieldTrackingEvent } from './lib/sitecore/form-builder';
export { fetchDictionary } from './lib/sitecore/dictionary-service';
export { fetchBreadcrumbItems, type BreadcrumbEntryData } from './lib/sitecore/breadcrumb-query';
export { fetchSitePages, type SitePageData } from './lib/sitecore/site-pages-query';
export { useProductsMenu } from './lib/site/products-menu';
export { useRegions } from './lib/site/regions';
export { isProductNotFound, type ProductDataConfig } from './lib/product-data/product-data-config';
export type {
  AccessoryItem,
  CampaignVideo,
  ComparedObject,
  DownloadItem,
  DownloadList,
  DownloadsExtended,
  MasterProduct,
  ProductCard,
  ProductVariant,
  ShortProduct,
  TechnicalTitleRecord,
  VideoCampaign,
} from './lib/product-data/product-data-schemas';
export { fetchMasterProduct } from './lib/product-data/master-product';
export { fetchVariants } from './lib/product-data/variants';
export { fetchShortProduct } from './lib/product-data/short-product';
export {
  MAX_WISHLIST_OBJECTS,
  WishlistObjectSchema,
  fetchWishlistObjects,
  fetchWishlistObjectsFromSite,
  type WishlistObject,
} from './lib/product-data/wishlist-objects';
export { fetchComparedObjects } from './lib/product-data/compared-objects';
export { fetchProductIndex, type ProductIndexEntry } from './lib/product-data/product-index';
export { fetchTechnicalTitles } from './lib/product-data/technical-titles';
export { fetchSimilarAccessories } from './lib/product-data/similar-accessories';
export { fetchDownloadsExtended } from './lib/product-data/downloads-extended';
export { fetchVideoCampaign, hasVideoUrl, useVideoCampaign, videoCampaignQueryOptions } from './lib/product-data/video-campaign';
export { browserProductDataConfig } from './lib/product-data/product-data-query';
export { useProfile, type ProfileData } from './lib/sitecore/profile-query';
export { sameItemId, useContactDetails, useContactList, type ContactDetails } from './lib/sitecore/contacts-query';
export { allowedContentRequest } from './lib/sitecore/browser-operations';
export { parseContactPoints, useContactPoints, type ContactPoint } from './lib/locator/contact-points';
export { contactCardFields } from './lib/locator/card-fields';
export { usePlaces, type Place } from './lib/locator/places';
export { fetchBackToInfo } from './lib/sitecore/back-to-info-query';
export { fetchContactInfo, type ContactInfoItem } from './lib/sitecore/contact-info-query';
