import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the viewport (within `rootMargin`), once: heavy parts below the
 * fold (a map) load only when the visitor scrolls towards them. Without IntersectionObserver the
 * answer is yes at once. Returns the ref to put on the element, and the answer.
 */
export function useNearView(rootMargin = '300px'): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.disconnect();
        },
        { rootMargin },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, near];
}
