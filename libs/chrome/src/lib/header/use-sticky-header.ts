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
        setVisible((current) => nextHeaderVisible({ visible: current, previousY: previous.current, currentY, searchOpen }));
        previous.current = currentY;
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
