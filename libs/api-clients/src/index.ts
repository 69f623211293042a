export { UpstreamError, fetchUpstream, readJson, type UpstreamFailure, type UpstreamOptions } from './lib/http/upstream';
export { jsonResponse, proxyRequest, type ProxyOptions } from './lib/http/proxy';
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
export { PRODUCTS_MENU_KEY, fetchProductsMenu, productsMenuQueryOptions, useProductsMenu, type ProductsMenuItem } from './lib/site/products-menu';
export { REGIONS_KEY, fetchRegions, regionsQueryOptions, useRegions, type LanguageInfo } from './lib/site/regions';
