/**
 * The Sitecore JSS Layout Service JSON shape (`sitecore.context`, `sitecore.route.placeholders`),
 * as the real service and tools/local-services answer it. Only what this product reads is typed.
 */
export interface Field<T = string> {
  value: T;
  editable?: string;
}

export interface ImageFieldValue {
  src: string;
  alt?: string;
  width?: number | string;
  height?: number | string;
}

export interface LinkFieldValue {
  href: string;
  text?: string;
  title?: string;
  target?: string;
  linktype?: string;
  anchor?: string;
  querystring?: string;
}

export type LinkField = Field<LinkFieldValue>;
export type TextField = Field<string>;

export type ComponentFields = Record<string, unknown>;

export interface ComponentRendering {
  uid?: string;
  componentName: string;
  dataSource?: string;
  params?: Record<string, string>;
  fields?: ComponentFields;
  placeholders?: PlaceholdersData;
}

export type PlaceholdersData = Record<string, ComponentRendering[]>;

export interface RouteData {
  name: string;
  displayName?: string;
  itemId?: string;
  itemLanguage?: string;
  templateName?: string;
  fields?: Record<string, Field<unknown> | undefined>;
  placeholders: PlaceholdersData;
}

export interface LayoutServiceContext {
  pageEditing?: boolean;
  pageState?: 'normal' | 'edit' | 'preview';
  language?: string;
  itemPath?: string;
  site?: { name: string };
}

export interface LayoutServiceData {
  sitecore: {
    context: LayoutServiceContext;
    route: RouteData | null;
  };
}

/** Spec discovery §2: "A page flagged as user-restricted". */
export const RESTRICTED_FIELD = 'Is Page User Restricted';

export function isRouteRestricted(route: RouteData): boolean {
  const field = route.fields?.[RESTRICTED_FIELD];
  return field?.value === true || field?.value === '1' || field?.value === 'true';
}
