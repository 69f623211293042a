/**
 * Spacer rules (spec discovery §2 "spacer with desktop, tablet and mobile heights and a background
 * colour"; §9 breakpoints 768 and 960 px). Heights are numbers of pixels from content; colours are
 * names from an allow-list of theme tokens, so content can never inject raw CSS.
 */

/** Largest height an editor may set; more than a screenful of nothing is always a mistake. */
export const SPACER_MAX_HEIGHT_PX = 320;
/** Height when the editor sets none at all. */
export const SPACER_DEFAULT_HEIGHT_PX = 48;
/** Background name (as editors pick it) → theme token. 'none' keeps the page background. */
export const SPACER_BACKGROUNDS = {
  none: 'transparent',
  background: 'var(--color-background)',
  surface: 'var(--color-surface)',
  primary: 'var(--color-primary)',
  'primary-strong': 'var(--color-primary-strong)',
  accent: 'var(--color-accent)',
  border: 'var(--color-border)',
} as const;
export type SpacerBackground = keyof typeof SPACER_BACKGROUNDS;

/**
 * A height in whole pixels from an editor value ('40', '40px', 40), clamped to 0…max.
 * Anything that is not a plain number (units other than px, negative signs aside) reads as null.
 */
export function parseSpacerHeight(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? clampHeight(value) : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(?:px)?\s*$/i.exec(value);
  return match ? clampHeight(Number(match[1])) : null;
}

function clampHeight(value: number): number {
  return Math.round(Math.min(SPACER_MAX_HEIGHT_PX, Math.max(0, value)));
}

export interface SpacerHeights {
  desktop: number;
  tablet: number;
  mobile: number;
}

/**
 * Heights per breakpoint. A missing smaller size inherits the next larger one (an editor who only
 * sets the desktop height gets the same gap everywhere); a missing desktop height takes the default.
 */
export function spacerHeights(desktop: unknown, tablet: unknown, mobile: unknown): SpacerHeights {
  const d = parseSpacerHeight(desktop) ?? SPACER_DEFAULT_HEIGHT_PX;
  const t = parseSpacerHeight(tablet) ?? d;
  const m = parseSpacerHeight(mobile) ?? t;
  return { desktop: d, tablet: t, mobile: m };
}

/** The theme colour for a background name; unknown names (or raw CSS) fall back to none. */
export function spacerBackground(name: unknown): string {
  const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
  return Object.hasOwn(SPACER_BACKGROUNDS, key) ? SPACER_BACKGROUNDS[key as SpacerBackground] : SPACER_BACKGROUNDS.none;
}

/** The spacer's field (and param) names per breakpoint. */
export const SPACER_FIELD_NAMES = {
  desktop: 'DesktopHeight',
  tablet: 'TabletHeight',
  mobile: 'MobileHeight',
  background: 'BackgroundColor',
} as const;
