import { useEffect, useRef, useState } from 'react';
import { nextHeaderVisible } from '../rules/header-rules';

/**
 * Sticky header (spec discovery §2): hidden while scrolling down past 50 px, back on scroll up,
 * never hidden while the search is open. Keyboard focus inside the header also brings it back.
 */
export function useStickyHeader(searchOpen: boolean) {
  const [visible, setVisible] = useState(true);
  const previous = useRef(0);
  const frame = useRef(0);

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

  return { visible: visible || searchOpen, show: () => setVisible(true) };
}
