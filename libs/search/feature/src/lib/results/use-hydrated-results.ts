import { useEffect, useRef, useState } from 'react';
import type { QuerySummary, Result, ResultList } from '@coveo/headless/ssr';
import { searchEngineConfiguration, type SearchSettings } from '@mbw/search-data-access';
import { useHydrated } from '@mbw/ui';
import { COOKIES, ownPageHeaders, readBrowserCookie } from '@mbw/util';

/** The results as they are on screen: the server's first page, then what load more added. */
export interface LiveResults {
  results: Result[];
  total: number;
  isLoading: boolean;
  moreAvailable: boolean;
  failed: boolean;
}

export interface ResultControllers {
  results: Pick<ResultList, 'state' | 'subscribe' | 'fetchMoreResults'>;
  summary: Pick<QuerySummary, 'state' | 'subscribe'>;
}

export function liveResults(controllers: { results: Pick<ResultList, 'state'>; summary: Pick<QuerySummary, 'state'> }): LiveResults {
  const results = controllers.results.state;
  return {
    results: results.results,
    total: controllers.summary.state.total,
    isLoading: results.isLoading,
    moreAvailable: results.moreResultsAvailable,
    failed: !!(results as { error?: unknown }).error,
  };
}

/** The page's engine settings; the browser swaps the service URL for the site's proxy. */
export type PageSearchSettings = Omit<SearchSettings, 'searchUrl' | 'analyticsUrl' | 'statisticsConsent' | 'headers' | 'renewAccessToken'>;

/**
 * The browser's half of a server-rendered result list: the server's first page stays as it is;
 * the first "Load more" loads the real engine's code, hydrates the server's static state into it
 * (through the site's same-origin proxy) and asks for the next page; later clicks ask the same
 * engine. The engine is not loaded before: its code (a long task on a phone) stays out of the
 * page's start-up. Until hydration, and without JavaScript, there is no button.
 * `hydrate` gets the engine configuration and returns the hydrated controllers; `key` changes
 * when the server's data does.
 */
export function useHydratedResults(
  initial: () => LiveResults,
  settings: PageSearchSettings,
  hydrate: (configuration: NonNullable<ReturnType<typeof searchEngineConfiguration>>) => Promise<ResultControllers>,
  key: unknown,
) {
  const [live, setLive] = useState<LiveResults>(initial);
  const hydrated = useHydrated();
  const engine = useRef<Promise<ResultControllers | null> | null>(null);
  const unsubscribers = useRef<Array<() => void>>([]);
  useEffect(
    () => () => {
      unsubscribers.current.forEach((unsubscribe) => unsubscribe());
      unsubscribers.current = [];
      engine.current = null;
    },
    [key],
  );
  const start = (): Promise<ResultControllers | null> => {
    const configuration = searchEngineConfiguration({
      ...settings,
      searchUrl: `${window.location.origin}/api/search/v2`,
      analyticsUrl: `${window.location.origin}/api/search/analytics`,
      statisticsConsent: readBrowserCookie(COOKIES.consent) === 'statistics',
      headers: ownPageHeaders(),
    });
    if (!configuration) return Promise.resolve(null);
    return hydrate(configuration).then((controllers) => {
      const update = () => setLive(liveResults(controllers));
      unsubscribers.current.push(controllers.results.subscribe(update), controllers.summary.subscribe(update));
      return controllers;
    });
  };
  const loadMore = () => {
    setLive((current) => ({ ...current, isLoading: true }));
    engine.current ??= start().catch(() => null);
    void engine.current.then((controllers) => {
      if (controllers) controllers.results.fetchMoreResults();
      else setLive((current) => ({ ...current, isLoading: false, failed: true }));
    });
  };
  return { live, loadMore: hydrated ? loadMore : null };
}
