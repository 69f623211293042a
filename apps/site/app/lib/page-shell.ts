import type { ShouldRevalidateFunction, UIMatch } from 'react-router';
import type { BreadcrumbEntryData, ComponentFields } from '@mbw/api-clients';
import { matchSitePath, type PageMetaInput } from '@mbw/util';

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
}

/** The frame of a page the shell knows nothing about (an error, the not-found page). */
export const HOME_FRAME: PageFrameData = { itemPath: '/', breadcrumbs: [] };

/** The frame data of the page being shown: the deepest match's `frame`, else the home frame. */
export function pageFrameOf(matches: readonly UIMatch[]): PageFrameData {
  const data = matches.at(-1)?.loaderData;
  const frame = data && typeof data === 'object' && 'frame' in data ? (data as { frame?: PageFrameData }).frame : undefined;
  return frame ?? HOME_FRAME;
}

/** The not-found page as a loader throws it (lib/not-found.server.ts) and the shell renders it. */
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
