import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

/** Spec discovery §9: carousel transition 500 ms, swipe tolerance 16 px. */
export const CAROUSEL_SWIPE_TOLERANCE_PX = 16;
/**
 * Embla's duration is a speed factor (documented range 20–60), not milliseconds. Measured in
 * Chromium at 1440 px, a slide change comes within 1 px of its end in ≈560 ms at 20 (≈1140 ms at
 * Embla's default 30): 20 is the closest the library gets to the spec's 500 ms.
 */
export const CAROUSEL_EMBLA_DURATION = 20;
/**
 * Embla starts when the carousel comes within this distance of the view. Starting measures every
 * slide (a forced layout), which on a long page would otherwise land in the hydration task for
 * carousels nobody has scrolled to yet. Until then the CSS layout of the server HTML stands.
 */
export const CAROUSEL_START_MARGIN = '400px';

/** Under this query a slide change jumps instead of animating. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A finished drag: horizontal and vertical travel in px (end − start) and its duration. */
export interface CarouselGesture {
  dx: number;
  dy: number;
  durationMs: number;
}

export interface UseCarouselOptions {
  /** Number of slides (snaps, at one slide per view). */
  count: number;
  loop?: boolean;
  /** Embla's speed factor (see CAROUSEL_EMBLA_DURATION). */
  duration?: number;
  /**
   * Where a drag lands: Embla moves the slides with the finger, this decides on release whether
   * it was a swipe to the next or previous slide (else the slide settles back). Without it, Embla's
   * own rule applies.
   */
  swipe?: (gesture: CarouselGesture) => 'next' | 'previous' | null;
}

export interface CarouselController {
  /** Props for the carousel's root: pointing at or focusing it starts Embla at once. */
  rootProps: { onPointerEnter: () => void; onFocus: () => void };
  /** Props for the viewport (the element with overflow hidden around the slide container). */
  viewportProps: {
    ref: RefObject<HTMLDivElement | null>;
    onPointerDown: (event: PointerEvent) => void;
    onPointerUp: (event: PointerEvent) => void;
  };
  /** The selected slide (snap). Before Embla starts (server, tests) the buttons still move it. */
  selected: number;
  canScroll: { previous: boolean; next: boolean };
  /** Goes to a slide. */
  scrollTo: (index: number) => void;
  /** One slide on; with `wrap`, past the last comes the first (and before the first the last). */
  step: (direction: 'next' | 'previous', wrap?: boolean) => void;
}

function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;
}

/**
 * The one Embla set-up of the site's carousels and sliders: Embla starts when the carousel nears
 * the view (or is pointed at or focused), the selected slide lives in React state so the markup
 * (labels, aria-hidden, counters, dots) follows it, and under prefers-reduced-motion changes jump.
 */
export function useCarousel({ count, loop = false, duration = CAROUSEL_EMBLA_DURATION, swipe }: UseCarouselOptions): CarouselController {
  const [emblaRef, embla] = useEmblaCarousel({
    align: 'start',
    loop,
    active: count > 1,
    dragThreshold: CAROUSEL_SWIPE_TOLERANCE_PX,
    duration,
  });
  const viewport = useRef<HTMLDivElement>(null);
  const [selected, setSelectedState] = useState(0);
  // Read by the callbacks below, which stay the same for the carousel's life (an autoplay timer
  // that depends on them is not restarted when Embla starts).
  const selectedRef = useRef(0);
  const api = useRef<typeof embla>(undefined);
  const countRef = useRef(count);
  const setSelected = useCallback((index: number) => {
    selectedRef.current = index;
    setSelectedState(index);
  }, []);
  // Before Embla runs (a button pressed as the pointer arrives, a rotation out of view) the slide
  // container is shifted to the selected slide with `translate`, which Embla does not touch (it
  // moves the container with `transform`), so what shows always matches the labels and counters.
  const place = useCallback((index: number) => {
    const container = viewport.current?.firstElementChild;
    const first = container?.children[0];
    const slide = container?.children[index];
    if (!(container instanceof HTMLElement) || !(first instanceof HTMLElement) || !(slide instanceof HTMLElement)) return;
    container.style.translate = index === 0 ? '' : `${first.offsetLeft - slide.offsetLeft}px 0`;
  }, []);
  const [canScroll, setCanScroll] = useState({ previous: false, next: count > 1 });
  const start = useCallback(() => {
    if (viewport.current) emblaRef(viewport.current);
  }, [emblaRef]);

  useEffect(() => {
    const node = viewport.current;
    if (!node || count <= 1) return;
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: CAROUSEL_START_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [start, count]);

  useEffect(() => {
    countRef.current = count;
  }, [count]);

  const update = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla, setSelected]);

  useEffect(() => {
    api.current = embla;
    if (!embla) return;
    // A slide chosen before Embla started (a button pressed first) is where Embla starts; Embla's
    // jump and the end of the stand-in shift happen in the same task, so no frame shows either alone.
    place(0);
    if (embla.selectedScrollSnap() !== selectedRef.current) embla.scrollTo(selectedRef.current, true);
    const frame = requestAnimationFrame(update);
    embla.on('select', update).on('reInit', update);
    return () => {
      cancelAnimationFrame(frame);
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update, place]);

  const scrollTo = useCallback(
    (index: number) => {
      setSelected(index);
      if (api.current) api.current.scrollTo(index, reducedMotion());
      else place(index);
    },
    [setSelected, place],
  );

  const step = useCallback(
    (direction: 'next' | 'previous', wrap = false) => {
      const total = countRef.current;
      const target = selectedRef.current + (direction === 'next' ? 1 : -1);
      const wrapped = ((target % total) + total) % total;
      const embla = api.current;
      if (!embla) {
        if (!wrap && wrapped !== target) return;
        setSelected(wrapped);
        place(wrapped);
        return;
      }
      const jump = reducedMotion();
      // Embla's own step where it can (a loop keeps going round), else the jump to the other end.
      if (direction === 'next' && embla.canScrollNext()) embla.scrollNext(jump);
      else if (direction === 'previous' && embla.canScrollPrev()) embla.scrollPrev(jump);
      else if (wrap) embla.scrollTo(wrapped, jump);
    },
    [setSelected, place],
  );

  // The swipe rule: the pointer's travel is read from pointer events, which come before the
  // touch and mouse events Embla listens to, so it is known when Embla reports the release.
  const gesture = useRef<{ x: number; y: number; time: number; index: number; end?: CarouselGesture } | null>(null);
  const onPointerDown = useCallback((event: PointerEvent) => {
    gesture.current = { x: event.clientX, y: event.clientY, time: event.timeStamp, index: selectedRef.current };
  }, []);
  const onPointerUp = useCallback((event: PointerEvent) => {
    const begun = gesture.current;
    if (begun) begun.end = { dx: event.clientX - begun.x, dy: event.clientY - begun.y, durationMs: event.timeStamp - begun.time };
  }, []);
  useEffect(() => {
    if (!embla || !swipe) return;
    const release = () => {
      const begun = gesture.current;
      gesture.current = null;
      // No pointer release seen (a vertical scroll took over, or it ended outside): Embla's landing stands.
      if (!begun?.end) return;
      const direction = swipe(begun.end);
      const target = direction ? (((begun.index + (direction === 'next' ? 1 : -1)) % count) + count) % count : begun.index;
      if (embla.selectedScrollSnap() !== target) embla.scrollTo(target, reducedMotion());
    };
    embla.on('pointerUp', release);
    return () => {
      embla.off('pointerUp', release);
    };
  }, [embla, swipe, count]);

  return {
    rootProps: { onPointerEnter: start, onFocus: start },
    viewportProps: { ref: viewport, onPointerDown, onPointerUp },
    selected: Math.min(selected, Math.max(count - 1, 0)),
    canScroll,
    scrollTo,
    step,
  };
}
