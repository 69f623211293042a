import { useSyncExternalStore } from 'react';
import { breakpointFor, type Breakpoint } from '@mbw/util';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The device class (mobile ≤ 768 px, or ≤ 960 px with `mobileMax: 960`; tablet ≤ 960; desktop).
 * SSR-safe: null on the server and during hydration (the server cannot know the width), so the
 * first client render matches the HTML; layout that must be right before scripts run belongs in
 * CSS media queries, and this hook drives behaviour only.
 */
export function useBreakpoint(options: { mobileMax?: number } = {}): Breakpoint | null {
  const mobileMax = options.mobileMax;
  return useSyncExternalStore(
    subscribe,
    () => breakpointFor(window.innerWidth, mobileMax === undefined ? {} : { mobileMax }),
    () => null,
  );
}
