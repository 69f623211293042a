import { useSyncExternalStore } from 'react';
import { COOKIES, readCookie, serializeClearCookie, writeBrowserCookie, type CookieDefinition } from '@mbw/util';
import {
  EMPTY_COMPARE_LIST,
  compareReducer,
  parseCompareCookie,
  serializeCompareList,
  type CompareAction,
  type CompareList,
} from './compare-list';

/**
 * The `compare` cookie (name, 30 days, flags: @mbw/util COOKIES.compare) read leniently: bad JSON
 * is an empty list, a partly usable value keeps its usable part (compare-list.ts).
 */
export const COMPARE_COOKIE: CookieDefinition<CompareList> = {
  ...COOKIES.compare,
  parse: parseCompareCookie,
  serialize: serializeCompareList,
};

/** The raw (still URI-encoded) value of the compare cookie in a Cookie header, if any. */
function rawCompareValue(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === COMPARE_COOKIE.name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The compare list of a Cookie header, and whether the cookie must be rewritten: it is there but
 * is not exactly what the list serialises to (garbage, too long, wrong types, a fifth id…).
 */
export function readCompareList(header: string | null | undefined): { list: CompareList; rewrite: boolean } {
  const raw = rawCompareValue(header);
  if (raw === undefined) return { list: EMPTY_COMPARE_LIST, rewrite: false };
  const list = readCookie(COMPARE_COOKIE, header) ?? EMPTY_COMPARE_LIST;
  let decoded: string | undefined;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = undefined;
  }
  const empty = Object.keys(list).length === 0;
  return { list, rewrite: empty || decoded !== serializeCompareList(list) };
}

// ---- The browser's store: the cookie is the truth, this module holds what it last read. ----

let current: CompareList | null = null;
/** The product card whose compare box is open (spec shop §4: only one box at a time). */
let openBox: string | null = null;
const listeners = new Set<() => void>();

function writeCookie(list: CompareList): void {
  if (Object.keys(list).length === 0) {
    document.cookie = serializeClearCookie(COMPARE_COOKIE, { secure: window.location.protocol === 'https:' });
  } else {
    writeBrowserCookie(COMPARE_COOKIE, list);
  }
}

/** Reads the cookie again (first use, another tab's change); a malformed one is rewritten. */
function load(): CompareList {
  const { list, rewrite } = readCompareList(document.cookie);
  if (rewrite) writeCookie(list);
  return list;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function refresh(): void {
  if (typeof document === 'undefined') return;
  const next = load();
  if (current === null || serializeCompareList(next) !== serializeCompareList(current)) {
    current = next;
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    }
  };
}

function snapshot(): CompareList {
  if (current === null) current = load();
  return current;
}

const serverSnapshot = (): CompareList => EMPTY_COMPARE_LIST;

/** The compare list; empty on the server and while hydrating (the cookie is read in the browser). */
export function useCompareList(): CompareList {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Applies an action and writes the cookie; false when it was refused (id 0, duplicate, a 5th product). */
export function dispatchCompare(action: CompareAction): boolean {
  const before = snapshot();
  const next = compareReducer(before, action);
  if (next === before) return false;
  current = next;
  writeCookie(next);
  notify();
  return true;
}

export function useOpenCompareBox(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => openBox,
    () => null,
  );
}

export function setOpenCompareBox(id: string | null): void {
  if (openBox === id) return;
  openBox = id;
  notify();
}

/** Tests: forget what was read, so the next read is the cookie's. */
export function resetCompareStoreForTests(): void {
  current = null;
  openBox = null;
}
