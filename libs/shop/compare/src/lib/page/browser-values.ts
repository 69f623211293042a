import { useSyncExternalStore } from 'react';
import type { UnitSystem } from './compare-model';

/**
 * What the compare page reads of the browser (storage, the referrer, the scroll position) as
 * external stores: the server and hydration see the default, the browser its own value after.
 */

const changes = new Set<() => void>();
function subscribeToChanges(listener: () => void): () => void {
  changes.add(listener);
  return () => changes.delete(listener);
}
function announce(): void {
  for (const listener of changes) listener();
}

function storage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The product page's unit choice of this session (libs/shop/catalog spec-system.ts), shared so both agree. */
const SPEC_SYSTEM_STORAGE_KEY = 'mbw:spec-system';
let unstoredSystem: UnitSystem | null = null;

function readSystem(): UnitSystem {
  if (unstoredSystem) return unstoredSystem;
  try {
    return storage('sessionStorage')?.getItem(SPEC_SYSTEM_STORAGE_KEY) === 'imperial' ? 'imperial' : 'metric';
  } catch {
    return 'metric';
  }
}

function chooseSystem(system: UnitSystem): void {
  try {
    storage('sessionStorage')?.setItem(SPEC_SYSTEM_STORAGE_KEY, system);
    unstoredSystem = null;
  } catch {
    unstoredSystem = system;
  }
  announce();
}

export function useUnitSystem(): [UnitSystem, (system: UnitSystem) => void] {
  return [useSyncExternalStore(subscribeToChanges, readSystem, () => 'metric' as const), chooseSystem];
}

// ---- The selected category (spec discovery §3: browser storage, compareCategory). ----

export const COMPARE_CATEGORY_STORAGE_KEY = 'compareCategory';
let unstoredCategory: string | null | undefined;

function readCategory(): string | null {
  if (unstoredCategory !== undefined) return unstoredCategory;
  try {
    return storage('localStorage')?.getItem(COMPARE_CATEGORY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the choice (null: none, the first category then), and tells the page. */
export function storeSelectedCategory(category: string | null): void {
  try {
    const store = storage('localStorage');
    if (!store) throw new Error('no storage');
    if (category === null) store.removeItem(COMPARE_CATEGORY_STORAGE_KEY);
    else store.setItem(COMPARE_CATEGORY_STORAGE_KEY, category);
    unstoredCategory = undefined;
  } catch {
    unstoredCategory = category;
  }
  announce();
}

export function useStoredCategory(): string | null {
  return useSyncExternalStore(subscribeToChanges, readCategory, () => null);
}

// ---- The previous page (the back link) and the scroll position (the sticky menu). ----

function readPreviousPage(): string | null {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (!referrer || referrer.origin !== window.location.origin || /\/Comparison\/?$/i.test(referrer.pathname)) return null;
    return `${referrer.pathname}${referrer.search}`;
  } catch {
    return null;
  }
}

const never = () => () => undefined;

/** The previous page of this site (not the compare page itself), or null. */
export function usePreviousPage(): string | null {
  return useSyncExternalStore(never, readPreviousPage, () => null);
}

function subscribeToScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  window.addEventListener('resize', listener);
  return () => {
    window.removeEventListener('scroll', listener);
    window.removeEventListener('resize', listener);
  };
}

/** True once the window is scrolled further than `threshold()` (0 or less: never). */
export function useScrolledPast(threshold: () => number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => {
      const limit = threshold();
      return limit > 0 && window.scrollY > limit;
    },
    () => false,
  );
}
