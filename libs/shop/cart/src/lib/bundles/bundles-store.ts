import { useSyncExternalStore } from 'react';

/**
 * How many bundles the section found for a variant, shared with the hero's link (two slots of the
 * same page, rendered apart). A plain external store: this lib's jotai atoms are the cart's, and
 * this is one number per page that needs no provider.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

export const bundlesKey = (productIds: readonly string[]) => productIds.join(',');

export function setBundlesCount(key: string, count: number): void {
  if (counts.get(key) === count) return;
  counts.set(key, count);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The number of shown bundles for the key; 0 until known (and on the server). */
export function useBundlesCount(key: string): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(key) ?? 0,
    () => 0,
  );
}
