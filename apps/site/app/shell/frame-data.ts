import type { ShouldRevalidateFunction, UIMatch } from 'react-router';
import type { BreadcrumbEntryData, ComponentFields } from '@mbw/api-clients';
import { visibleBreadcrumbs } from '@mbw/chrome';
import { localizeHref } from '@mbw/ui';
import { breadcrumbListJsonLd, matchSitePath, type PageMetaInput } from '@mbw/util';

/**
 * What a page route tells the page shell (routes/page-shell.tsx) about itself, as `frame` in its
 * loader data: the path the language selector puts another language before, and the breadcrumb.
 */
export interface PageFrameData {
  /** The page's path without the language prefix, not URL-encoded. */
  itemPath: string;
  breadcrumbs: BreadcrumbEntryData[];
  /** Product pages end their trail with the product's name as plain text (mobile: back link + name). */
  productTrail?: boolean;
  /** schema.org data of the page itself (Product, Organization), rendered by the shell with the CSP nonce. */
  structuredData?: Array<Record<string, unknown>>;
}

/** The frame of a page the shell knows nothing about (an error, the not-found page). */
export const HOME_FRAME: PageFrameData = { itemPath: '/', breadcrumbs: [] };

/** The frame data of the page being shown: the deepest match's `frame`, else the home frame. */
export function pageFrameOf(matches: readonly UIMatch[]): PageFrameData {
  const data = matches.at(-1)?.loaderData;
  const frame = data && typeof data === 'object' && 'frame' in data ? (data as { frame?: PageFrameData }).frame : undefined;
  return frame ?? HOME_FRAME;
}

/**
 * Every JSON-LD object the shell renders for a page: a BreadcrumbList of the trail the breadcrumb
 * shows (the 404 item left out; links in the page's language, absolute on the public origin),
 * then the page's own data.
 */
export function frameStructuredData(frame: PageFrameData, options: { origin: string; language: string }): Array<Record<string, unknown>> {
  const trail = visibleBreadcrumbs(frame.breadcrumbs).map((entry) => ({
    name: entry.name,
    url: new URL(localizeHref(entry.path, options.language), options.origin).toString(),
  }));
  const breadcrumbList = breadcrumbListJsonLd(trail);
  return [...(breadcrumbList ? [breadcrumbList] : []), ...(frame.structuredData ?? [])];
}

/** The not-found page as a loader throws it (shell/not-found.server.ts) and the shell renders it. */
export interface NotFoundPage {
  kind: 'not-found';
  seo: PageMetaInput;
  /** The content 404 item's fields; null when the CMS could not give them (the fixed fallback shows). */
  fields: ComponentFields | null;
}

export function isNotFoundPage(value: unknown): value is NotFoundPage {
  return !!value && typeof value === 'object' && (value as { kind?: unknown }).kind === 'not-found' && 'seo' in value;
}

/**
 * Data that depends only on the language (messages, the chrome) is loaded again only when a
 * client navigation changes the language, or after a form was sent.
 */
export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  const languageOf = (pathname: string) => {
    const match = matchSitePath(pathname);
    return match.kind === 'invalid' ? null : (match.language?.tag ?? null);
  };
  const [from, to] = [languageOf(currentUrl.pathname), languageOf(nextUrl.pathname)];
  if (from === null || to === null) return defaultShouldRevalidate;
  return from !== to;
};
