import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while rendering on the server and hydrating, true once the page runs in the browser.
 * For progressive enhancement: render what works without JavaScript first, then upgrade.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
