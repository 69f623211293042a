import type { ComponentRendering, PlaceholdersData } from '@mbw/api-clients';
import { sanitizeAnchorId } from '../blocks/anchor-link/anchor-id';

/** The rendering param that makes a rendering a section of the sticky in-page menu. */
export const STICKY_MENU_TITLE_PARAM = 'StickyMenuTitle';

/** Spec discovery §9: the sticky menu's breakpoint (640 px) and its mobile scroll threshold (5 px). */
export const STICKY_MENU_MOBILE_BELOW_PX = 640;
export const STICKY_MENU_SCROLL_THRESHOLD_PX = 5;

/** Below 640 px: everything in the dropdown, and the bar hides while scrolling down. */
export const STICKY_MENU_MOBILE_QUERY = `(max-width: ${STICKY_MENU_MOBILE_BELOW_PX - 0.02}px)`;

/** Keys that scroll the page: after one, the current section follows the scroll again. */
export const PAGE_SCROLL_KEYS: ReadonlySet<string> = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

/** What a jump to a section focuses: its heading, so a screen reader announces where it landed. */
export const SECTION_HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6';

/**
 * How far below the bar a section's start counts as reached: its anchor lands 1rem (16 px) below
 * the bar after a jump, so a little more than that.
 */
export const CURRENT_LINE_OFFSET_PX = 24;

/** IntersectionObserver margins for the part of the view below the line under the bar. */
export function belowLineMargin(line: number): string {
  return `-${Math.max(0, Math.round(line))}px 0px 0px 0px`;
}

/** Links shown in the bar before the rest go to "More", by width class (decision: spec silent). */
export const STICKY_MENU_INLINE_LINKS = { desktop: 5, tablet: 3, mobile: 0 } as const;
export type StickyMenuWidth = keyof typeof STICKY_MENU_INLINE_LINKS;
export const STICKY_MENU_WIDTHS = Object.keys(STICKY_MENU_INLINE_LINKS) as StickyMenuWidth[];

export interface StickyMenuSection {
  /** The anchor's id (the link goes to `#id`). */
  id: string;
  title: string;
}

export interface StickyMenuSections {
  /** One entry per distinct title, in document order. */
  sections: StickyMenuSection[];
  /** The anchor id to render before a rendering; undefined when it is not (or not the first of) a section. */
  anchorFor(rendering: ComponentRendering): string | undefined;
}

/** A rendering's sticky-menu title: the param, whitespace collapsed; '' when it has none. */
export function stickyMenuTitle(rendering: ComponentRendering): string {
  const value = rendering.params?.[STICKY_MENU_TITLE_PARAM];
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/**
 * The sections of a page (spec discovery §2, §4): every rendering whose StickyMenuTitle param is set,
 * in document order (a rendering before the renderings in its own placeholders), through nested
 * placeholders. One title per section and one section per title: a title that repeats (compared
 * without regard to case and spacing) keeps only its first rendering. Ids come from the title
 * (sanitizeAnchorId), `section` when nothing usable is left, with -2, -3 … when two titles give the
 * same id, so every anchor on the page is unique.
 *
 * Derived from the route alone, on the server as in the browser: the menu is in the HTML, and a
 * language switch (a new route) starts from a fresh list, so no client state needs resetting.
 */
export function collectStickyMenuSections(route: { placeholders?: PlaceholdersData }): StickyMenuSections {
  const sections: StickyMenuSection[] = [];
  const anchors = new WeakMap<ComponentRendering, string>();
  const titles = new Set<string>();
  const ids = new Set<string>();

  const visit = (placeholders: PlaceholdersData | undefined) => {
    for (const renderings of Object.values(placeholders ?? {})) {
      if (!Array.isArray(renderings)) continue;
      for (const rendering of renderings) {
        if (!rendering || typeof rendering !== 'object') continue;
        const title = stickyMenuTitle(rendering);
        const key = title.toLocaleLowerCase();
        if (title && !titles.has(key)) {
          titles.add(key);
          const base = sanitizeAnchorId(title) || 'section';
          let id = base;
          for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
          ids.add(id);
          anchors.set(rendering, id);
          sections.push({ id, title });
        }
        visit(rendering.placeholders);
      }
    }
  };
  visit(route.placeholders);
  return { sections, anchorFor: (rendering) => anchors.get(rendering) };
}

/** The links shown in the bar and those in "More" for a number of inline links. */
export function splitStickyMenu<T>(sections: readonly T[], inline: number): { inline: T[]; more: T[] } {
  const count = Math.max(0, Math.floor(inline));
  return { inline: sections.slice(0, count), more: sections.slice(count) };
}

/**
 * Per width class, whether the section at `index` shows in the bar and whether it shows in "More".
 * The block renders every link in both places and CSS shows the right ones per width, so the
 * server HTML is right at any width and hydration never changes it.
 */
export function stickyMenuPlacement(index: number): Record<'inline' | 'more', StickyMenuWidth[]> {
  const inline = STICKY_MENU_WIDTHS.filter((width) => index < STICKY_MENU_INLINE_LINKS[width]);
  return { inline, more: STICKY_MENU_WIDTHS.filter((width) => !inline.includes(width)) };
}

/** The width classes in which "More" has entries (and its button shows) for a number of sections. */
export function stickyMenuMoreWidths(count: number): StickyMenuWidth[] {
  return STICKY_MENU_WIDTHS.filter((width) => count > STICKY_MENU_INLINE_LINKS[width]);
}

export interface StickyMenuScrollState {
  hidden: boolean;
  /** Where the last change of direction was measured from. */
  lastY: number;
}

/**
 * Mobile (below 640 px): the bar hides when the page scrolls down more than 5 px and shows again on
 * a scroll up of more than 5 px (spec discovery §9). Smaller moves keep the state and the
 * reference point, so slow scrolling still adds up. It only hides once it is stuck under the header
 * (before that it is part of the page), and always shows near the top.
 */
export function nextStickyMenuScroll(
  state: StickyMenuScrollState,
  input: { currentY: number; stuck: boolean; threshold?: number },
): StickyMenuScrollState {
  const threshold = input.threshold ?? STICKY_MENU_SCROLL_THRESHOLD_PX;
  if (!input.stuck || input.currentY <= threshold)
    return state.hidden || state.lastY !== input.currentY ? { hidden: false, lastY: input.currentY } : state;
  const delta = input.currentY - state.lastY;
  if (Math.abs(delta) <= threshold) return state;
  return { hidden: delta > 0, lastY: input.currentY };
}

/**
 * The section to mark as current (aria-current="location") from the tops of the sections' anchors
 * in the viewport: the last one that has reached the line under the sticky bar; none above the
 * first section. At the end of the page the last section in view wins, since the last sections
 * may be too short to ever reach the line.
 */
export function currentStickyMenuSection(
  positions: readonly { id: string; top: number }[],
  view: { line: number; viewportHeight: number; atBottom: boolean },
): string | null {
  let current: string | null = null;
  for (const position of positions) {
    if (position.top <= view.line + 1 || (view.atBottom && position.top < view.viewportHeight)) current = position.id;
  }
  return current;
}
