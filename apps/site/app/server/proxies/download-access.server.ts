import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { isSignedIn, type Viewer } from '@mbw/account-data-access';
import { CACHE_PRIVATE } from '../runtime/cache-control';
import { signInHref } from '../session/sign-in.server';

/**
 * Restricted downloads on the server (issue 14, spec product §6, 001 §6). The site does not decide
 * from the URL which file is protected: the media library says it on its answer with
 * `X-Download-Access` (docs/decisions/restricted-files.md), `restricted` (customers with the
 * restricted-download flag only) or `signed-in` (downloads of phased-out products); no header is a
 * public file. Any other value counts as restricted (a mark the site does not know never opens a
 * file). The header never reaches the browser.
 */
export const DOWNLOAD_ACCESS_HEADER = 'x-download-access';

/**
 * The media proxy waits this many times the upstream timeout (12 s at the default 3 s): the media
 * library resizes a picture on its first request (Sitecore and the stand-in alike, seconds on a
 * busy host), and a picture is not on a page's critical path the way its data is, so a late
 * picture beats a broken one. A media library that is down still answers 502 at once.
 */
export const MEDIA_TIMEOUT_FACTOR = 4;

export type DownloadDecision =
  /** Public: the file as the media library sends it, cacheable as it says. */
  | { kind: 'public' }
  /** Allowed for this viewer: the file, never stored by a shared cache. */
  | { kind: 'private' }
  /** Anonymous: sign in first, then come back to the file. */
  | { kind: 'sign-in'; location: string }
  /** Signed in without the flag. */
  | { kind: 'forbidden' };

/** The media library marked the file as protected: only then does the viewer matter (and is the session read). */
export function isProtectedMark(mark: string | null): mark is string {
  return mark !== null && mark.trim() !== '';
}

export function downloadDecision(mark: string | null, viewer: Viewer, returnTo: string): DownloadDecision {
  if (!isProtectedMark(mark)) return { kind: 'public' };
  const signedIn = isSignedIn(viewer, { editorActive: false });
  if (!signedIn) return { kind: 'sign-in', location: signInHref(returnTo) };
  if (mark.trim().toLowerCase() === 'signed-in') return { kind: 'private' };
  return viewer.canDownloadRestricted ? { kind: 'private' } : { kind: 'forbidden' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The 403 for a signed-in customer without access: a small page in the request's language, with a way home. */
export function forbiddenDownload(i18n: I18n, language: string, home: string): Response {
  const title = i18n._(msg`No access to this file`);
  const text = i18n._(
    msg`This download is restricted. Your account does not include access to restricted files; your Kestrel contact can grant it.`,
  );
  const back = i18n._(msg`Go to the home page`);
  const html = `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(home)}">${escapeHtml(back)}</a></p></main></body></html>`;
  return new Response(html, { status: 403, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': CACHE_PRIVATE } });
}

export function signInRedirect(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Cache-Control': CACHE_PRIVATE } });
}
