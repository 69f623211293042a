/** The visitor as the server sees them. Sessions (OIDC sign-in) land with the account issue. */
export interface Viewer {
  /** User name from the session, or null for a visitor without one. */
  userName: string | null;
  /** Pre-launch access flag of the user context (spec account §3). */
  canAccessPreLaunchProducts: boolean;
}

/** The name the content system gives visitors who are not signed in. */
export const ANONYMOUS_USER_NAME = 'extranet\\Anonymous';

export const ANONYMOUS_VIEWER: Viewer = { userName: null, canAccessPreLaunchProducts: false };

/**
 * Spec account §6: a user counts as signed in when a user exists in context, is not the anonymous
 * name, and the editor is not active.
 */
export function isSignedIn(viewer: Viewer, options: { editorActive: boolean }): boolean {
  if (options.editorActive) return false;
  const name = viewer.userName?.trim();
  return !!name && name.toLowerCase() !== ANONYMOUS_USER_NAME.toLowerCase();
}
