import { startTransition, useEffect, useState } from 'react';

/**
 * False while rendering on the server and hydrating, true once the component runs in the browser.
 * For progressive enhancement: render what works without JavaScript first, then upgrade.
 *
 * The switch is a transition, not useSyncExternalStore: React re-renders a store's server/client
 * difference synchronously right after hydration, one long task for every enhanced part of the
 * page at once (Lighthouse counts it as blocking time). A transition renders in slices the
 * browser can interrupt.
 *
 * Every component starts false, also when it mounts after the page hydrated (client navigation:
 * one render without the enhancement, then the transition). No module-wide "already hydrated"
 * shortcut: a lazy chunk's subtree hydrates later than the rest of the page (selective hydration),
 * and a shortcut made its first client render differ from the server HTML — React keeps the
 * server's attributes on hydration, so a button rendered disabled on the server stayed disabled.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
