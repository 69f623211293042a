export { UpstreamError, fetchUpstream, readJson, type UpstreamFailure, type UpstreamOptions } from './lib/http/upstream';
export { fetchGraphql, operationNameOf, upstreamErrorOf, type GraphqlFailure, type GraphqlFetchOptions } from './lib/graphql/graphql-fetch';
export { createGraphqlClient, documentOf, sendGraphql, type GraphqlClient, type GraphqlClientOptions, type GraphqlSendOptions } from './lib/graphql/graphql-client';
export { jsonResponse, parseJsonBody, proxyRequest, readBody, type ProxyOptions } from './lib/http/proxy';
export type { SitecoreConfig } from './lib/sitecore/sitecore-config';
export {
  RESTRICTED_FIELD,
  isRouteRestricted,
  type CheckboxField,
  type ComponentFields,
  type ComponentRendering,
  type Field,
  type ImageField,
  type ImageFieldValue,
  type LayoutServiceContext,
  type LayoutServiceData,
  type LinkField,
  type LinkFieldValue,
  type PlaceholdersData,
  type RouteData,
  type TextField,
} from './lib/sitecore/layout-types';
export { checkboxValue, imageValue, labelledLinkValue, linkValue, textValue } from './lib/sitecore/field-values';
export { fetchLayout, layoutServiceUrl, type LayoutResult } from './lib/sitecore/layout-service';
export { fetchDictionary } from './lib/sitecore/dictionary-service';
export { fetchBreadcrumbItems, BREADCRUMB_ITEMS_QUERY, type BreadcrumbEntryData } from './lib/sitecore/breadcrumb-query';
export { fetchSitePages, SITE_PAGES_QUERY, type SitePageData } from './lib/sitecore/site-pages-query';
export { PRODUCTS_MENU_KEY, fetchProductsMenu, productsMenuQueryOptions, useProductsMenu, type ProductsMenuItem } from './lib/site/products-menu';
export { REGIONS_KEY, fetchRegions, regionsQueryOptions, useRegions, type LanguageInfo } from './lib/site/regions';
export {
  PRODUCT_DATA_SERVICE,
  isProductNotFound,
  type ProductDataConfig,
  type ProductDataRequest,
} from './lib/product-data/product-data-config';
export type {
  AccessoryItem,
  CampaignVideo,
  DownloadItem,
  DownloadList,
  DownloadsExtended,
  MasterProduct,
  ProductApplication,
  ProductCard,
  ProductMediaItem,
  ProductSolution,
  ProductVariant,
  ScopeOfDeliveryEntry,
  ShortProduct,
  TechnicalSpecRow,
  TechnicalSpecs,
  TechnicalTitleRecord,
  VideoCampaign,
} from './lib/product-data/product-data-schemas';
export { MASTER_PRODUCT_KEY, fetchMasterProduct, masterProductQueryOptions } from './lib/product-data/master-product';
export { VARIANTS_KEY, fetchVariants, variantsQueryOptions } from './lib/product-data/variants';
export { SHORT_PRODUCT_KEY, fetchShortProduct, shortProductQueryOptions } from './lib/product-data/short-product';
export { PRODUCT_INDEX_PAGE_SIZE, fetchProductIndex, type ProductIndexEntry } from './lib/product-data/product-index';
export { TECHNICAL_TITLES_KEY, fetchTechnicalTitles, technicalTitlesQueryOptions } from './lib/product-data/technical-titles';
export { SIMILAR_ACCESSORIES_KEY, fetchSimilarAccessories, similarAccessoriesQueryOptions } from './lib/product-data/similar-accessories';
export { DOWNLOADS_EXTENDED_KEY, downloadsExtendedQueryOptions, fetchDownloadsExtended, useDownloadsExtended } from './lib/product-data/downloads-extended';
export { VIDEO_CAMPAIGN_KEY, fetchVideoCampaign, hasVideoUrl, useVideoCampaign, videoCampaignQueryOptions } from './lib/product-data/video-campaign';
export { PRODUCT_DATA_STALE_TIME, browserProductDataConfig, productDataQueryKey } from './lib/product-data/product-data-query';
export {
  CUSTOMER_PROFILE_OPERATION,
  CUSTOMER_PROFILE_QUERY,
  EMPTY_PROFILE,
  PROFILE_KEY,
  fetchProfile,
  profileQueryOptions,
  useProfile,
  type ProfileData,
  type ProfileRequest,
} from './lib/sitecore/profile-query';
export {
  CONTACT_DETAILS_QUERY,
  CONTACT_KEYS,
  CONTACT_LIST_QUERY,
  contactDetailsQueryOptions,
  contactListQueryOptions,
  fetchContactDetails,
  fetchContactList,
  sameItemId,
  useContactDetails,
  useContactList,
  type ContactDetails,
} from './lib/sitecore/contacts-query';
export { BROWSER_CONTENT_OPERATIONS, allowedContentRequest, type AllowedContentRequest } from './lib/sitecore/browser-operations';
