/** The two full-viewport page heroes: on solution pages and on the start page. */
export type PageHeroKind = 'solution' | 'start';

/** Spec discovery §9: the heroes fill the viewport and stick under the menu only above 960 px. */
export const PAGE_HERO_DESKTOP_ABOVE_PX = 960;

/** The hero image spans the viewport. */
export const PAGE_HERO_IMAGE_SIZES = '100vw';

/**
 * Spec discovery §9: "Menu heights 168 (solution) and 112 (start page), +40 with breadcrumb, menu
 * offset 56". Read as: the start page's menu is 112 px; a solution page adds a 56 px row below it
 * (168 = 112 + 56, the menu offset); a breadcrumb under the menu takes 40 px more.
 */
export const PAGE_HERO_MENU_HEIGHT_PX: Readonly<Record<PageHeroKind, number>> = { solution: 168, start: 112 };
export const PAGE_HERO_MENU_OFFSET_PX = 56;
export const PAGE_HERO_BREADCRUMB_PX = 40;

/**
 * The hero's CSS custom properties (set inline, so the spec numbers live here only):
 * - `--hero-menu-height`: the menu height to reserve when the header does not publish its real
 *   height as `--header-height` (the start page's 112 px, which is the header's own height);
 * - `--hero-menu-extra`: what a solution page reserves below the header (168 − 112 = the 56 px
 *   menu offset); nothing on the start page;
 * - `--hero-breadcrumb-height`: 40 px, applied by the stylesheet only when a breadcrumb sits
 *   between the header and the page content.
 * Desktop height: `100svh − header − extra − breadcrumb`, so the hero and the menu fill exactly
 * one screen.
 */
export function pageHeroCustomProperties(kind: PageHeroKind): Record<`--${string}`, string> {
  const start = PAGE_HERO_MENU_HEIGHT_PX.start;
  return {
    '--hero-menu-height': `${start}px`,
    '--hero-menu-extra': `${PAGE_HERO_MENU_HEIGHT_PX[kind] - start}px`,
    '--hero-breadcrumb-height': `${PAGE_HERO_BREADCRUMB_PX}px`,
  };
}

/**
 * Both heroes are page heroes, so the title is the page's h1. Where a page already has its h1
 * (e.g. the block catalogue pages), the rendering param `HeadingLevel: '2'` makes it an h2.
 */
export function pageHeroHeadingLevel(params: Record<string, string>): 1 | 2 {
  return params['HeadingLevel']?.trim() === '2' ? 2 : 1;
}
