import { useSyncExternalStore } from 'react';

/**
 * How many items the visitor's wishlists hold (spec shop §4 amountOfAllWishlistItems): what the
 * header's heart and the My Account Wishlist tab show. One value per page, published by whoever
 * knows it last (the page's sync, a list screen after a change); 0 until known.
 */
let total = 0;
const listeners = new Set<() => void>();

export function publishWishlistTotal(value: number): void {
  const next = Math.max(0, Math.floor(value));
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useWishlistTotal(): number {
  return useSyncExternalStore(
    subscribe,
    () => total,
    () => 0,
  );
}
