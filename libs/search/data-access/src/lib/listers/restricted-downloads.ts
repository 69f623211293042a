/**
 * Restricted files in the downloads listers (spec discovery §6: "users allowed to access restricted
 * media assets see and download restricted files; others see them locked with a request prompt and
 * the query excludes items whose restricted flag is not 'false'").
 *
 * The two halves of "others" are reconciled by who the other is:
 * - a visitor allowed restricted media assets (the account's restricted-download flag) gets every
 *   file, restricted ones downloadable ('download');
 * - a signed-in customer without that flag sees restricted files locked, with a request prompt that
 *   links to the contact page ('locked'): they are customers who can ask for access;
 * - an anonymous visitor's query excludes every item whose `@isrestricted` is not 'false'
 *   ('excluded'): nothing about restricted files is shown to the public.
 * The file itself is guarded by the site's media proxy whatever the page shows (a locked file's
 * link answers 403, docs/decisions/restricted-files.md).
 */
export type RestrictedDownloads = 'download' | 'locked' | 'excluded';

export interface RestrictedDownloadsViewer {
  /** The signed-in customer's user name; null for an anonymous visitor. */
  userName: string | null;
  canDownloadRestricted: boolean;
}

export function restrictedDownloadsOf(viewer: RestrictedDownloadsViewer): RestrictedDownloads {
  if (viewer.userName === null) return 'excluded';
  return viewer.canDownloadRestricted ? 'download' : 'locked';
}

/** The index field that flags a restricted file ('true' or 'false'). */
export const RESTRICTED_FIELD = 'isrestricted';

/** The query part of 'excluded': only items whose restricted flag is 'false'. */
export const UNRESTRICTED_ONLY = `@${RESTRICTED_FIELD}=="false"`;

/** Whether a result is a restricted file: any flag but 'false' counts as restricted (an unknown mark never opens a file). */
export function isRestrictedResult(raw: Record<string, unknown>): boolean {
  const flag = raw[RESTRICTED_FIELD];
  return (
    String(Array.isArray(flag) ? flag[0] : flag)
      .trim()
      .toLowerCase() !== 'false'
  );
}
