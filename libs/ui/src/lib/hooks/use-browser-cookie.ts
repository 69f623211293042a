import { useCallback, useSyncExternalStore } from 'react';
import { readBrowserCookie, type CookieDefinition } from '@mbw/util';

const listeners = new Set<() => void>();

/** Tells the hooks a cookie was written from this page (document.cookie has no change event). */
export function notifyCookieChange(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A cookie's value in the browser; `undefined` on the server and while hydrating. Pages read
 * per-visitor cookies this way so that their HTML is the same for everyone and a CDN can cache it.
 */
export function useBrowserCookie<T>(definition: CookieDefinition<T>): { known: boolean; value: T | undefined } {
  const getSnapshot = useCallback(() => (typeof document === 'undefined' ? '' : document.cookie), []);
  const raw = useSyncExternalStore(subscribe, getSnapshot, () => null);
  if (raw === null) return { known: false, value: undefined };
  return { known: true, value: readBrowserCookie(definition) };
}
