import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Spec account §9: the tab strip's scroll check is debounced by 100 ms. */
export const TAB_SCROLL_CHECK_DEBOUNCE_MS = 100;

/**
 * Whether a horizontally scrolling strip has content cut off at its start or end (the tab strips'
 * arrow buttons show only then). Checked once after mount, then on scroll and resize, debounced.
 * `scrollBy` moves it by most of its visible width.
 */
export function useScrollOverflow(ref: RefObject<HTMLElement | null>) {
  const [overflow, setOverflow] = useState({ start: false, end: false });

  const check = useCallback(() => {
    const strip = ref.current;
    if (!strip) return;
    const next = { start: strip.scrollLeft > 1, end: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1 };
    setOverflow((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, [ref]);

  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(check, TAB_SCROLL_CHECK_DEBOUNCE_MS);
    };
    const frame = requestAnimationFrame(check);
    strip.addEventListener('scroll', debounced, { passive: true });
    window.addEventListener('resize', debounced);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      strip.removeEventListener('scroll', debounced);
      window.removeEventListener('resize', debounced);
    };
  }, [check, ref]);

  const scrollBy = useCallback((direction: -1 | 1) => ref.current?.scrollBy({ left: direction * ref.current.clientWidth * 0.8 }), [ref]);

  return { overflow, scrollBy, check };
}
