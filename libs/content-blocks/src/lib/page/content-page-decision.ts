import { isSignedIn, type Viewer } from '@mbw/account-data-access';
import { type LayoutResult, type RouteData, type UpstreamError, isRouteRestricted } from '@mbw/api-clients';

/** Template of the content system's 404 item. */
export const NOT_FOUND_TEMPLATE = 'NotFoundPage';

export type PageDecision =
  | { kind: 'render'; route: RouteData }
  | { kind: 'redirect-home' }
  | { kind: 'not-found'; notFoundRoute: RouteData | null; error: UpstreamError | null };

/**
 * What a content URL becomes (spec discovery §2, §7, §8):
 * - layout errors other than 404 are not found (and logged by the caller), never a 500 page;
 * - a route flagged 'Is Page User Restricted' sends visitors who are not signed in home,
 *   except in editor mode (the account's `isSignedIn`, asked of the request's viewer with the
 *   editor state);
 * - the 404 item itself, requested directly, is a not-found page with status 404.
 */
export function decidePage(result: LayoutResult, viewer: Viewer): PageDecision {
  if (result.kind === 'error') return { kind: 'not-found', notFoundRoute: null, error: result.error };
  if (result.kind === 'not-found') return { kind: 'not-found', notFoundRoute: null, error: null };
  if (result.route.templateName === NOT_FOUND_TEMPLATE) return { kind: 'not-found', notFoundRoute: result.route, error: null };
  const editorActive = result.context.pageEditing === true;
  if (isRouteRestricted(result.route) && !editorActive && !isSignedIn(viewer, { editorActive })) {
    return { kind: 'redirect-home' };
  }
  return { kind: 'render', route: result.route };
}

/**
 * Whether asking the layout service for the 404 item is worth it after a failure: not when the
 * service timed out or refused the connection (it would only double the wait).
 */
export function shouldFetchNotFoundItem(decision: Extract<PageDecision, { kind: 'not-found' }>): boolean {
  if (decision.notFoundRoute) return false;
  return decision.error === null || decision.error.failure === 'http' || decision.error.failure === 'invalid-response';
}
