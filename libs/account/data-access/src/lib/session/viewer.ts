import type { Session } from './session';

/** The visitor as the server sees them (spec account §3 user context), from the session cookie. */
export interface Viewer {
  /** User name from the session (the customer's e-mail), or null for a visitor without one. */
  userName: string | null;
  /** The name the header greets with (spec: the last name). */
  lastName: string | null;
  /** Pre-launch access flag of the user context (spec account §3). */
  canAccessPreLaunchProducts: boolean;
  /** May download restricted files (spec product §6). */
  canDownloadRestricted: boolean;
}

/** The name the content system gives visitors who are not signed in. */
export const ANONYMOUS_USER_NAME = 'extranet\\Anonymous';

export const ANONYMOUS_VIEWER: Viewer = { userName: null, lastName: null, canAccessPreLaunchProducts: false, canDownloadRestricted: false };

/** The viewer a session describes; anonymous without one. */
export function viewerOf(session: Session | null): Viewer {
  if (!session) return ANONYMOUS_VIEWER;
  return {
    userName: session.email || session.sub,
    lastName: session.familyName || null,
    canAccessPreLaunchProducts: session.preLaunchAccess,
    canDownloadRestricted: session.restrictedDownloads,
  };
}

/**
 * Spec account §6: a user counts as signed in when a user exists in context, is not the anonymous
 * name, and the editor is not active.
 */
export function isSignedIn(viewer: Viewer, options: { editorActive: boolean }): boolean {
  if (options.editorActive) return false;
  const name = viewer.userName?.trim();
  return !!name && name.toLowerCase() !== ANONYMOUS_USER_NAME.toLowerCase();
}
