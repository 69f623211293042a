/** The facets' element of a lister (ListerResults marks it); on narrow screens the results' head instead (the facets are in a modal there). */
export const FACETS_ATTRIBUTE = 'data-lister-facets';
export const RESULTS_HEAD_ATTRIBUTE = 'data-lister-results-head';
/** Spec discovery §9, 960 px: a phone or tablet below it ("mobile"). */
export const DESKTOP = '(min-width: 960px)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Spec discovery §4: the facets land 70 px below the top on desktop (the sticky header), at the top on mobile. */
export const CATEGORY_SCROLL_OFFSET = { desktop: -70, mobile: 0 } as const;

/**
 * Spec discovery §4 "choosing a category scrolls smoothly to the facets (offset 0 on mobile, -70
 * on desktop) and opens the facets on non-mobile". The facets are always open beside the results
 * from 960 px on, so "opens" is taken as: focus moves into them (keyboard and screen-reader users
 * land where the page scrolled). Below 960 px the facets live in the Filters modal: the page
 * scrolls to the results' head with its Filters button. Reduced motion: no smooth scroll.
 */
export function scrollToFacets(lister: Element, options: { desktop: boolean; reducedMotion: boolean }): void {
  const target = lister.querySelector<HTMLElement>(options.desktop ? `[${FACETS_ATTRIBUTE}]` : `[${RESULTS_HEAD_ATTRIBUTE}]`);
  if (!target) return;
  const offset = options.desktop ? CATEGORY_SCROLL_OFFSET.desktop : CATEGORY_SCROLL_OFFSET.mobile;
  const top = target.getBoundingClientRect().top + window.scrollY + offset;
  window.scrollTo({ top, behavior: options.reducedMotion ? 'auto' : 'smooth' });
  if (options.desktop) target.focus({ preventScroll: true });
}

/** The lister URL (its query string) a category link navigates to, whose rendering then scrolls to the facets. */
let pendingScroll: string | null = null;

/** A category was chosen: once the lister of `search` has rendered, it scrolls (takeFacetsScroll). */
export function requestFacetsScroll(search: string): void {
  pendingScroll = search;
}

/** Whether the lister now shown (`search`) is the one a category link asked to scroll to; asked once. */
export function takeFacetsScroll(search: string): boolean {
  const wanted = pendingScroll === search;
  if (wanted) pendingScroll = null;
  return wanted;
}
