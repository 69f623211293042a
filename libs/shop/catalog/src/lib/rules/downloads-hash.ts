/**
 * The filter banner's link to a tab (spec product §2): `#tab={id}` on the current URL, every
 * query parameter kept. `search` is location.search ('' or '?a=1').
 */
export function downloadsTabHref(search: string, tabId: string): string {
  const query = search.replace(/^\?/, '');
  return `${query ? `?${query}` : ''}#tab=${encodeURIComponent(tabId)}`;
}

/** The tab a URL hash asks for (`#tab=media`, also among other `&` pairs), or null. */
export function tabFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const tab = params.get('tab')?.trim();
  return tab ? tab : null;
}
