import { startTransition, useEffect, useState } from 'react';

/** Set once the first component using useHydrated has committed in the browser (never on the server). */
let hydrationDone = false;

/**
 * False while rendering on the server and hydrating, true once the page runs in the browser.
 * For progressive enhancement: render what works without JavaScript first, then upgrade.
 *
 * The switch is a transition, not useSyncExternalStore: React re-renders a store's server/client
 * difference synchronously right after hydration, one long task for every enhanced part of the
 * page at once (Lighthouse counts it as blocking time). A transition renders in slices the
 * browser can interrupt. Components that mount after hydration (client navigation) start true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydrationDone);
  useEffect(() => {
    if (hydrated) return;
    hydrationDone = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
