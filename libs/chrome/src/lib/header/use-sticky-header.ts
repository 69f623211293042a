import { useEffect, useRef, useState, type RefObject } from 'react';
import { nextHeaderVisible } from '../rules/header-rules';

/**
 * Sticky header (spec discovery §2): hidden while scrolling down past 50 px, back on scroll up,
 * never hidden while the search is open. Keyboard focus inside the header also brings it back.
 *
 * Layouts that sit under the header (the sticky in-page menu, sticky heroes) follow it through two
 * names on <html>: `data-header-hidden="true" | "false"` while the header is hidden or shown, and
 * `--header-height`, set statically per breakpoint in site-header.module.css (so the server HTML is
 * right) and corrected here to the header's measured height when it differs (desktop tabs that wrap
 * to a second row, the search bar open).
 */
export function useStickyHeader(searchOpen: boolean, headerRef: RefObject<HTMLElement | null>) {
  const [visible, setVisible] = useState(true);
  const previous = useRef(0);
  const frame = useRef(0);
  const shown = visible || searchOpen;

  useEffect(() => {
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        const currentY = window.scrollY;
        // Read now: React may run the updater later, after the ref has moved on.
        const previousY = previous.current;
        previous.current = currentY;
        setVisible((current) => nextHeaderVisible({ visible: current, previousY, currentY, searchOpen }));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('scroll', onScroll);
    };
  }, [searchOpen]);

  useEffect(() => {
    document.documentElement.dataset['headerHidden'] = shown ? 'false' : 'true';
  }, [shown]);
  useEffect(() => () => void delete document.documentElement.dataset['headerHidden'], []);

  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    // A custom property on the root is inherited by every element, so writing it restyles the whole
    // document. Write only when the measured height changes and differs from the stylesheet's value,
    // and read the stylesheet's value only then (not on every resize callback).
    let measured = 0;
    let corrected = false;
    const measure = () => {
      const height = Math.ceil(header.getBoundingClientRect().height);
      if (height <= 0 || height === measured) return;
      measured = height;
      if (corrected) root.style.removeProperty('--header-height');
      const declared = parseFloat(getComputedStyle(root).getPropertyValue('--header-height'));
      corrected = height !== declared;
      if (corrected) root.style.setProperty('--header-height', `${height}px`);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, [headerRef]);

  return { visible: shown, show: () => setVisible(true) };
}
