/**
 * Scroll to the element a URL hash names (spec shop §4 / discovery §9): content may render late,
 * so the element is looked for again, 250 ms apart for the first 5 retries, then 500 ms, up to 15
 * retries; a missing target ends with a console warning. On mobile the sticky header covers the
 * top 126 px, so the target is scrolled that much lower.
 */
export const HASH_SCROLL_MAX_RETRIES = 15;
export const MOBILE_SCROLL_OFFSET_PX = 126;

/** Delay before retry n (1-based). */
export function hashScrollDelay(retry: number): number {
  return retry <= 5 ? 250 : 500;
}

export interface HashScrollOptions {
  isMobile: boolean;
  /** Injected for tests; defaults to the document. */
  find?: (id: string) => { getBoundingClientRect(): { top: number } } | null;
  scrollTo?: (top: number) => void;
  warn?: (message: string) => void;
  pageYOffset?: () => number;
}

/** Starts looking for the hash target; returns a function that stops looking. */
export function scrollToHash(hash: string, options: HashScrollOptions): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const find = options.find ?? ((target: string) => document.getElementById(target));
  const scrollTo = options.scrollTo ?? ((top: number) => window.scrollTo({ top, behavior: 'smooth' }));
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const pageYOffset = options.pageYOffset ?? (() => window.scrollY);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const attempt = (retry: number) => {
    if (stopped || !id) return;
    const target = find(id);
    if (target) {
      const offset = options.isMobile ? MOBILE_SCROLL_OFFSET_PX : 0;
      scrollTo(Math.max(0, target.getBoundingClientRect().top + pageYOffset() - offset));
      return;
    }
    if (retry >= HASH_SCROLL_MAX_RETRIES) {
      warn(`Scroll target "#${id}" was not found after ${HASH_SCROLL_MAX_RETRIES} retries.`);
      return;
    }
    timer = setTimeout(() => attempt(retry + 1), hashScrollDelay(retry + 1));
  };
  attempt(0);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
