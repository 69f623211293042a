import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent } from 'react';
import { Form, Link, useNavigate, useSubmit } from 'react-router';
import type { SearchTab } from '@mbw/brand';
import { browserLocalStorage, takeHandedOverQuery } from '@mbw/search-data-access';
import { buttonClassName, useHydrated, useSite } from '@mbw/ui';
import type { SearchPageData } from '../server/search-page-load';
import { SEARCH_FACETS } from './search-page-model';
import { DEFAULT_RESULT_LAYOUT } from './layout';
import { ResultCard } from '../results/result-card';
import { liveResults, useHydratedResults } from '../results/use-hydrated-results';
import results from '../results/results.module.css';
import { searchHref, type SearchUrlState } from './search-url';
import { QueryForm } from '../query-form';
import styles from './search-page.module.css';

function useTabLabels(): Record<SearchTab, string> {
  const { t } = useLingui();
  return {
    products: t`Products`,
    accessories: t`Accessories`,
    contents: t`Contents`,
    stories: t`Stories`,
    careers: t`Careers`,
    variants: t`Variants`,
  };
}

function useFacetLabels(): Record<(typeof SEARCH_FACETS)[number]['id'], string> {
  const { t } = useLingui();
  return { classification: t`Product group`, category: t`Category`, region: t`Region`, company: t`Company` };
}

function SearchBox({ query, language }: { query: string; language: string }) {
  const { t } = useLingui();
  return <QueryForm label={t`Search the site`} query={query} action={`/${language}/Search`} required className={styles.searchForm} />;
}

function Facets({ data, language }: { data: Extract<SearchPageData, { status: 'results' }>; language: string }) {
  const { t } = useLingui();
  const labels = useFacetLabels();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const facets = SEARCH_FACETS.filter((facet) => (facet.tabs as readonly SearchTab[]).includes(data.activeTab));
  const shown = facets
    .map((facet) => ({
      facet,
      values: data.staticState.controllers[facet.id].state.values.filter(
        (value) => value.numberOfResults > 0 || value.state === 'selected',
      ),
    }))
    .filter(({ values }) => values.length > 0);
  if (shown.length === 0) return null;
  const onChange = (event: FormEvent<HTMLFormElement>) => void submit(event.currentTarget, { preventScrollReset: true });
  return (
    <Form method="get" action={`/${language}/Search`} className={styles.facets} onChange={onChange} aria-label={t`Filters`}>
      <input type="hidden" name="q" value={data.state.query} />
      <input type="hidden" name="tab" value={data.activeTab} />
      {shown.map(({ facet, values }) => (
        <fieldset key={facet.id} className={styles.facet}>
          <legend className={styles.facetLegend}>{labels[facet.id]}</legend>
          <ul className={styles.facetValues}>
            {values.map((value) => (
              <li key={value.value}>
                <label className={styles.facetValue}>
                  <input type="checkbox" name={`f-${facet.id}`} value={value.value} defaultChecked={value.state === 'selected'} />
                  <span>{value.value}</span>
                  <span className={styles.facetCount}>({value.numberOfResults})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      {/* Without JavaScript the visitor applies the filters; with it each change applies itself
          (the button stays in the form, hidden, for Enter's implicit submission). */}
      <button type="submit" className={buttonClassName({ variant: 'secondary', className: styles.apply })} hidden={hydrated}>
        {t`Apply filters`}
      </button>
    </Form>
  );
}

function Results({ data, language }: { data: Extract<SearchPageData, { status: 'results' }>; language: string }) {
  const { t } = useLingui();
  const tabLabels = useTabLabels();
  const { live, loadMore } = useHydratedResults(
    () => liveResults(data.staticState.controllers),
    data.settings,
    (configuration) =>
      import('./search-page-engine').then(({ defineSearchPageEngine, searchPageParameters }) =>
        defineSearchPageEngine(configuration, data.activeTab)
          .hydrateStaticState({
            searchAction: data.staticState.searchAction,
            controllers: searchPageParameters(data.state, data.activeTab),
          })
          .then(({ controllers }) => controllers),
      ),
    data,
  );
  const listRef = useRef<HTMLUListElement>(null);
  const query = data.state.query;
  const tabState = (tab: SearchTab): SearchUrlState => ({ query, tab, facets: {} });
  const shownCount = live.results.length;
  const total = live.total;
  // With nothing found anywhere, the page says so without empty tabs and filters.
  const anything = data.tabs.some((tab) => (data.counts[tab] ?? 0) > 0);
  return (
    <>
      <nav aria-label={t`Result types`} className={styles.tabs} hidden={!anything}>
        <ul>
          {data.tabs.map((tab) => {
            const count = data.counts[tab] ?? 0;
            const label = `${tabLabels[tab]} (${count})`;
            return (
              <li key={tab}>
                {tab === data.activeTab ? (
                  <Link to={searchHref(language, tabState(tab))} aria-current="page" className={styles.tabActive}>
                    {label}
                  </Link>
                ) : (
                  <Link to={searchHref(language, tabState(tab))} className={styles.tab} data-empty={count === 0 || undefined}>
                    {label}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.layout}>
        {anything ? <Facets data={data} language={language} /> : null}
        <section aria-labelledby="search-results-count" className={styles.results}>
          <p id="search-results-count" className={styles.count} role="status">
            {total === 0
              ? t`No results for “${query}”. Check the spelling or try a more general term.`
              : t`${shownCount} of ${total} results`}
          </p>
          {live.failed ? <p role="alert">{t`Search is not available right now. Please try again later.`}</p> : null}
          {shownCount > 0 ? (
            <ul className={results.cards} data-layout={DEFAULT_RESULT_LAYOUT} ref={listRef}>
              {live.results.map((result) => (
                <ResultCard key={result.uniqueId} result={result} />
              ))}
            </ul>
          ) : null}
          {loadMore && live.moreAvailable ? (
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={loadMore}
              disabled={live.isLoading}
              aria-describedby="search-results-count"
            >
              {live.isLoading ? t`Loading…` : t`Load more`}
            </button>
          ) : null}
        </section>
      </div>
    </>
  );
}

/** The global search page (spec discovery §2 "Search"): /{language}/Search?q=&tab=&f-{facet}=. */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useLingui();
  const { language } = useSite();
  const navigate = useNavigate();
  const query = data.state.query;
  // The standalone box's hand-over: read once and removed, used when the URL has no query (the
  // box also puts it in ?q=, so blocked storage loses nothing); then the query lives in the URL.
  useEffect(() => {
    const handedOver = takeHandedOverQuery(browserLocalStorage())?.trim();
    if (handedOver && !query) void navigate(searchHref(language, { query: handedOver, tab: null, facets: {} }), { replace: true });
  }, [query, language, navigate]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{query ? t`Search results for “${query}”` : t`Search`}</h1>
      <SearchBox query={query} language={language} />
      {data.status === 'unavailable' ? (
        <p role="alert" className={styles.notice}>
          {t`Search is not available right now. Please try again later.`}
        </p>
      ) : null}
      {data.status === 'results' ? (
        <Results key={`${query}\n${data.activeTab}\n${JSON.stringify(data.state.facets)}`} data={data} language={language} />
      ) : null}
    </div>
  );
}
