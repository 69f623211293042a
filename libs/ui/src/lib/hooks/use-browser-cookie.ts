import { useEffect, useState } from 'react';
import { readBrowserCookie, type CookieDefinition } from '@mbw/util';
import { useHydrated } from './use-hydrated';

const listeners = new Set<() => void>();

/** Tells the hooks a cookie was written from this page (document.cookie has no change event). */
export function notifyCookieChange(): void {
  for (const listener of listeners) listener();
}

/**
 * A cookie's value in the browser; unknown on the server and while hydrating. Pages read
 * per-visitor cookies this way so that their HTML is the same for everyone and a CDN can cache it.
 * After hydration the value comes in a transition (see useHydrated); later writes announced with
 * notifyCookieChange update it at once.
 */
export function useBrowserCookie<T>(definition: CookieDefinition<T>): { known: boolean; value: T | undefined } {
  const hydrated = useHydrated();
  const [, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((version) => version + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  if (!hydrated) return { known: false, value: undefined };
  return { known: true, value: readBrowserCookie(definition) };
}
