/** Spec discovery §9: slide interval 7000 ms, slider transition 350 ms. */
export const SLIDE_INTERVAL_MS = 7000;
export const SLIDER_TRANSITION_MS = 350;

/** Spec discovery §4: a swipe counts only if at least 150 px, mostly horizontal and within 500 ms. */
export const SWIPE_MIN_DISTANCE_PX = 150;
export const SWIPE_MAX_DURATION_MS = 500;

export type SlideDirection = 'next' | 'previous';

export interface SwipeGesture {
  /** Horizontal travel in px (end − start): negative is a swipe to the left. */
  dx: number;
  dy: number;
  durationMs: number;
}

/** The slide change a gesture asks for: left → next, right → previous; null if it is no swipe. */
export function swipeDirection({ dx, dy, durationMs }: SwipeGesture): SlideDirection | null {
  if (durationMs < 0 || durationMs > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return null;
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** An index wrapped into 0…count−1 at both ends (0 when there are no slides). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The slide after a step in a direction, wrapping at both ends. */
export function stepIndex(index: number, direction: SlideDirection, count: number): number {
  return wrapIndex(index + (direction === 'next' ? 1 : -1), count);
}

/**
 * Calls `advance` once after `intervalMs`; the caller schedules again for the next slide, so a
 * manual change restarts the full interval (and the progress bar with it). Returns a cancel.
 */
export function scheduleAdvance(advance: () => void, intervalMs: number = SLIDE_INTERVAL_MS): () => void {
  const timer = setTimeout(advance, intervalMs);
  return () => clearTimeout(timer);
}

/** The media query under which the hero slider does not rotate on its own (WCAG 2.2.2). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** `sizes` of the full-width hero slider images. */
export const HERO_SLIDER_IMAGE_SIZES = '100vw';
