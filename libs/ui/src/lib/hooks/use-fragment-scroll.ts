import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the part of a page that the URL's fragment names into view after a client-side move to
 * it (a link to `/…/product/…#accessories`), when the page lays sections out only near the view
 * (`content-visibility: auto`, pageSectionClassNames). It marks the page (`data-fragment`: every
 * section laid out at once, so the sections above have their real heights) and scrolls to the
 * target. React Router's own scroll to the fragment runs in the same commit, or before a lazy
 * page's code is there, when it finds nothing and goes to the top; this one runs when the target
 * is in the document.
 *
 * A fragment the browser went to itself (a document load, an in-page `<a href="#…">`) is left to
 * the browser: its target is `:target`, which the same CSS rule covers, and the visitor may have
 * scrolled on before the page hydrated.
 */
export function useFragmentScroll<T extends HTMLElement>(): RefObject<T | null> {
  const page = useRef<T>(null);
  const { hash, key } = useLocation();
  useLayoutEffect(() => {
    const root = page.current;
    if (!root || hash.length < 2) return;
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(hash.slice(1)));
    } catch {
      return; // a malformed escape in the fragment names nothing
    }
    if (!target || !root.contains(target) || target.matches(':target')) return;
    root.dataset['fragment'] = '';
    target.scrollIntoView();
  }, [hash, key]);
  return page;
}
