/** Spec discovery §9: slide interval 7000 ms. */
export const SLIDE_INTERVAL_MS = 7000;
/**
 * Spec discovery §9: slider transition 350 ms. Embla's duration is a speed factor, not
 * milliseconds (see CAROUSEL_EMBLA_DURATION in @mbw/ui). Measured at 12 in Chromium on the hero
 * slider (one slide on): 95 % of the way in ≈200 ms at 390 and 1280 px, then a tail to within 1 px
 * at ≈470 ms (390 px) and ≈650 ms (1280 px); the eye sees the change end near the spec's 350 ms.
 */
export const SLIDER_EMBLA_DURATION = 12;

/** Spec discovery §4: a swipe counts only if at least 150 px, mostly horizontal and within 500 ms. */
export const SWIPE_MIN_DISTANCE_PX = 150;
export const SWIPE_MAX_DURATION_MS = 500;

export interface SwipeGesture {
  /** Horizontal travel in px (end − start): negative is a swipe to the left. */
  dx: number;
  dy: number;
  durationMs: number;
}

/** The slide change a gesture asks for: left → next, right → previous; null if it is no swipe. */
export function swipeDirection({ dx, dy, durationMs }: SwipeGesture): 'next' | 'previous' | null {
  if (durationMs < 0 || durationMs > SWIPE_MAX_DURATION_MS) return null;
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE_PX) return null;
  if (Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
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

/** `sizes` of the image slider images (content width, 72rem at most). */
export const IMAGE_SLIDER_IMAGE_SIZES = '(max-width: 72rem) 100vw, 72rem';
