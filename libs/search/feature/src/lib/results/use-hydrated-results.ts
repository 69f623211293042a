import { useEffect, useState } from 'react';
import type { QuerySummary, Result, ResultList } from '@coveo/headless/ssr';
import { searchEngineConfiguration, type SearchSettings } from '@mbw/search-data-access';
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
 * The browser's half of a server-rendered result list: hydrates the server's static state into the
 * real engine (its code loads only now, through the site's same-origin proxy) and loads more
 * results with it. Until then, and without JavaScript, the page shows what the server rendered.
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
  const [loadMore, setLoadMore] = useState<(() => void) | null>(null);
  useEffect(() => {
    let cancelled = false;
    const unsubscribers: Array<() => void> = [];
    const configuration = searchEngineConfiguration({
      ...settings,
      searchUrl: `${window.location.origin}/api/search/v2`,
      analyticsUrl: `${window.location.origin}/api/search/analytics`,
      statisticsConsent: readBrowserCookie(COOKIES.consent) === 'statistics',
      headers: ownPageHeaders(),
    });
    if (!configuration) return undefined;
    void hydrate(configuration)
      .then((controllers) => {
        if (cancelled) return;
        const update = () => setLive(liveResults(controllers));
        unsubscribers.push(controllers.results.subscribe(update), controllers.summary.subscribe(update));
        setLoadMore(() => () => controllers.results.fetchMoreResults());
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      setLoadMore(null);
    };
    // The server's data (key) decides; settings and hydrate belong to it.
  }, [key]);
  return { live, loadMore };
}
