import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

/**
 * How long findBy/waitFor wait for what a test expects (a bound, not a measurement). Testing
 * Library's 1 s default failed a lazily loaded flyout on a 2-core machine running Playwright
 * beside the unit tests: the first import of a lazy chunk is transformed on demand.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * jsdom lacks the browser APIs carousels (Embla) and scroll-aware components use. Stand-ins that
 * never match and never observe, so components render as on a server-sized screen; a test that
 * needs a matching query or a firing observer stubs its own with vi.stubGlobal.
 */
class InertObserver {
  observe = () => undefined;
  unobserve = () => undefined;
  disconnect = () => undefined;
  takeRecords = () => [];
}

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
}

/**
 * Test files share one jsdom per worker (tools/vitest/shared.ts): what one file leaves in the
 * document, its cookies or storage must not reach the next.
 */
afterEach(() => {
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.title = '';
});
