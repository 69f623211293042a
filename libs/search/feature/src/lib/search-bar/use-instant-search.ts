import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstantResult, InstantSearch, InstantSearchOptions, InstantSearchSnapshot } from './instant-search.client';

/** Instant results from this many typed characters (spec discovery §9). */
export const MIN_QUERY_CHARACTERS = 3;
/** The query is sent this long after typing stops (spec discovery §9). */
export const QUERY_DEBOUNCE_MS = 250;

const NO_RESULTS: readonly InstantResult[] = [];

export interface InstantSearchView {
  /** The latest query's results; empty before 3 characters, while loading and after a failure. */
  results: readonly InstantResult[];
  /** The search service failed for the latest query. */
  failed: boolean;
  /** Loads the engine (first focus or keystroke): its code is a lazy chunk. */
  prepare: () => void;
  /** The box's text changed: asks for instant results after the debounce, or clears them. */
  type: (text: string) => void;
}

/**
 * Instant results for the search bar: the engine module is imported on first use; the query goes
 * out 250 ms after typing stops and only from 3 characters; only the results of the query last
 * sent are shown (a slower, earlier answer never replaces them).
 */
export function useInstantSearch(options: InstantSearchOptions): InstantSearchView {
  const { language, searchHub, statisticsConsent, pipeline, constantQuery } = options;
  const [sent, setSent] = useState('');
  const [snapshot, setSnapshot] = useState<InstantSearchSnapshot | null>(null);
  const engine = useRef<Promise<InstantSearch | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);
  const mounted = useRef(true);

  const prepare = useCallback(() => {
    engine.current ??= import('./instant-search.client')
      .then((module) => module.loadInstantSearch({ language, searchHub, statisticsConsent, pipeline, constantQuery }))
      .then((search) => {
        if (search && mounted.current) unsubscribe.current = search.subscribe(setSnapshot);
        return search;
      })
      .catch(() => null);
  }, [language, searchHub, statisticsConsent, pipeline, constantQuery]);

  // Other settings (consent given meanwhile): the next use loads the engine for them.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
      unsubscribe.current?.();
      unsubscribe.current = undefined;
      engine.current = null;
    };
  }, [prepare]);

  const type = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const query = text.trim();
      if (query.length < MIN_QUERY_CHARACTERS) {
        setSent('');
        return;
      }
      prepare();
      timer.current = setTimeout(() => {
        setSent(query);
        void engine.current?.then((search) => search?.search(query));
      }, QUERY_DEBOUNCE_MS);
    },
    [prepare],
  );

  const current = sent !== '' && snapshot?.query === sent ? snapshot : null;
  return { results: current?.results ?? NO_RESULTS, failed: current?.failed ?? false, prepare, type };
}
