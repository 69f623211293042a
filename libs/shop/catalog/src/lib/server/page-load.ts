import type { BreadcrumbEntryData } from '@mbw/api-clients';
import type { PageMetaInput } from '@mbw/util';

/**
 * What a catalog page's load answers the app's route (which turns it into a response with its own
 * not-found and 'Something went wrong' pages): a redirect, not found, unavailable (the gateway
 * failed: `event` for the log), or the page. `cache` and `setCookie` are for the response.
 */
export type CatalogPageLoad<P> =
  | { kind: 'redirect'; location: string; response: CatalogResponse }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; itemPath: string; event: string; error: Error }
  | { kind: 'page'; page: P; response: CatalogResponse };

export interface CatalogResponse {
  /** 'public': a CDN may keep it like any public page; 'private': never shared by caches. */
  cache: 'public' | 'private';
  setCookie?: string;
  /** The HTML depends on this request header too. */
  vary?: string;
}

/** The request facts a catalog page reads (the app's per-request context). */
export interface CatalogRequest {
  url: URL;
  /** The page language: its tag (de-CH) and language (de). */
  language: { tag: string; language: string };
  market: string;
  /** The public origin of absolute URLs (never the request's Host in production). */
  origin: string;
  /** The brand's name in titles. */
  siteName: string;
  signal: AbortSignal;
  log: (event: string, fields: Record<string, unknown>) => void;
}

/** What the page shell reads of a page (its path without the language, its breadcrumb, its JSON-LD). */
export interface CatalogPageFrame {
  itemPath: string;
  breadcrumbs: BreadcrumbEntryData[];
  productTrail?: boolean;
  structuredData?: Array<Record<string, unknown>>;
}

export interface CatalogPageHead {
  seo: PageMetaInput;
  frame: CatalogPageFrame;
}
