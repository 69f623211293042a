/**
 * Infinite loop with cloned ends (spec discovery §4): the track is
 * [clone of the last slide, slide 0 … slide n−1, clone of the first slide]. Moving past an end
 * animates onto a clone; when that transition ends the track jumps, without animation, to the real
 * slide the clone shows. A single slide has no clones (and no navigation).
 */
export function loopTrack<T>(slides: readonly T[]): T[] {
  if (slides.length <= 1) return [...slides];
  return [slides[slides.length - 1] as T, ...slides, slides[0] as T];
}

/** The track position of a real slide. */
export function trackPosition(slide: number, count: number): number {
  return count > 1 ? slide + 1 : 0;
}

/** The real slide shown at a track position (clones map to the slide they copy). */
export function slideAtPosition(position: number, count: number): number {
  if (count <= 1) return 0;
  return (((position - 1) % count) + count) % count;
}

/** Whether a track position is one of the two clones. */
export function isClonePosition(position: number, count: number): boolean {
  return count > 1 && (position === 0 || position === count + 1);
}

/**
 * Where the track must jump once a transition has ended: the real slide's position when it rests
 * on a clone, else null (no jump).
 */
export function settlePosition(position: number, count: number): number | null {
  if (!isClonePosition(position, count)) return null;
  return trackPosition(slideAtPosition(position, count), count);
}

/** The next track position one step away, kept inside the track (0 … count+1). */
export function stepPosition(position: number, step: 1 | -1, count: number): number {
  if (count <= 1) return 0;
  return Math.min(count + 1, Math.max(0, position + step));
}

/** `sizes` of the image slider images (content width, 72rem at most). */
export const IMAGE_SLIDER_IMAGE_SIZES = '(max-width: 72rem) 100vw, 72rem';

/** The track's inline style: shifted to a position, animated (one step) or jumping (settle). */
export function trackStyle(position: number, animate: boolean, transitionMs: number): { transform: string; transition: string } {
  return {
    transform: `translateX(${-position * 100}%)`,
    transition: animate ? `transform ${transitionMs}ms ease` : 'none',
  };
}
