/**
 * Layout constants (spec discovery §9, account §9; issue 3): the
 * device classes: mobile ≤ 768 px (≤ 960 px where the spec says so: menu, map), tablet ≤ 960 px,
 * desktop above.
 */
export const MOBILE_MAX_PX = 768;
export const TABLET_MAX_PX = 960;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export function breakpointFor(width: number, options: { mobileMax?: number } = {}): Breakpoint {
  const mobileMax = options.mobileMax ?? MOBILE_MAX_PX;
  if (width <= mobileMax) return 'mobile';
  if (width <= TABLET_MAX_PX) return 'tablet';
  return 'desktop';
}

/** The media query matching a breakpoint class, for CSS-in-JS-free hooks (matchMedia). */
export function mediaQueryFor(breakpoint: Breakpoint, options: { mobileMax?: number } = {}): string {
  const mobileMax = options.mobileMax ?? MOBILE_MAX_PX;
  if (breakpoint === 'mobile') return `(max-width: ${mobileMax}px)`;
  if (breakpoint === 'tablet') return `(min-width: ${mobileMax + 1}px) and (max-width: ${TABLET_MAX_PX}px)`;
  return `(min-width: ${TABLET_MAX_PX + 1}px)`;
}
