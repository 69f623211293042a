import { useLingui } from '@lingui/react/macro';
import { Suspense, useId, useReducer, useState, type ReactNode } from 'react';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import type { FacetValue, NumericFacetValue, Result } from '@coveo/headless/ssr';
import {
  facetModalReducer,
  facetModalState,
  isFacetModalOpen,
  isFacetShown,
  ACCESSORY_CATEGORY_FACET_ID,
  eventMonthLabel,
  LISTERS,
  resetFacets,
  sortFacetValues,
  type FacetDefinition,
  type FacetSelection,
} from '@mbw/search-data-access';
import { buttonClassName, Icon, lazyWithPreload, useHydrated, type FacetOption } from '@mbw/ui';
import { COOKIES, readBrowserCookie } from '@mbw/util';
import { LazyDownloadResults } from '../downloads/lazy-download-results';
import { ResultCard } from '../results/result-card';
import { SearchBar } from '../search-bar/search-bar';
import { liveResults, useHydratedResults, type ResultControllers } from '../results/use-hydrated-results';
import results from '../results/results.module.css';
import { QueryForm } from '../query-form';
import type { ListerData } from '../server/lister-load';
import { COMPANY_PARAM, COMPATIBLE_PARAM, idOf, listerSearch, rangeValue, type ListerUrlState } from './lister-url';
import { CategoryChooser } from './category-chooser';
import { FACETS_ATTRIBUTE, RESULTS_HEAD_ATTRIBUTE } from './category-scroll';
import { FacetPanel, type ShownFacet } from './facet-panel';
import { ACCESSORY_NAME_HASH_PARAMETER, OMNIBOX_PIPELINE, OMNIBOX_SCOPE, useHashParameter } from './omnibox';
import styles from './lister.module.css';

export type ListerResultsData = Extract<ListerData, { status: 'results' }>;
type Results = ListerResultsData;

const FiltersModal = lazyWithPreload(() => import('./filters-modal').then((module) => module.FiltersModal));

/** Spec discovery §5: an accessory facet other than the category shows only for the categories it lists. */
function appliesToCategory(facet: FacetDefinition, selection: FacetSelection): boolean {
  if (!facet.categories) return true;
  const chosen = selection[ACCESSORY_CATEGORY_FACET_ID] ?? [];
  return facet.categories.some((category) => chosen.includes(category));
}

/** The facets with their options as the server's answer has them, in the lister's order; the two-option rule applied. */
function shownFacets(data: Results, selection: FacetSelection): ShownFacet[] {
  const controllers = data.staticState.controllers as unknown as Record<
    string,
    { state: { values: Array<FacetValue | NumericFacetValue> } }
  >;
  return LISTERS[data.lister].facets.flatMap((facet) => {
    if (!appliesToCategory(facet, data.state.selection)) return [];
    const values = controllers[`facet-${facet.id}`]?.state.values ?? [];
    const chosen = selection[facet.id] ?? [];
    const ordered = facet.sort ? sortFacetValues(facet.sort, values as FacetValue[]) : values;
    const options = ordered
      .map((value): FacetOption => {
        if ('value' in value)
          return {
            value: value.value,
            // §9: an event month shows the part before the pipe ("November 2026|202611").
            label: facet.sort === 'eventMonth' ? eventMonthLabel(value.value) : value.value,
            count: value.numberOfResults,
            selected: chosen.includes(value.value),
          };
        const range = rangeValue(value);
        return {
          value: range,
          label: data.rangeLabels[facet.id]?.[range] ?? range,
          count: value.numberOfResults,
          selected: chosen.includes(range),
        };
      })
      .filter((option) => option.count > 0 || option.selected);
    return isFacetShown(facet, options.length) ? [{ facet, options }] : [];
  });
}

/** The product the accessories are narrowed to (spec discovery §5), and the way back to all of them. */
function CompatibleNotice({ product, state }: { product: string; state: ListerUrlState }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { compatible: _chosen, ...rest } = state;
  return (
    <p className={styles.compatible}>
      <span>{t`Accessories that fit ${product}`}</span>
      <Link to={`${pathname}${listerSearch(rest, LISTERS.accessories.facets)}`} preventScrollReset>
        {t`Show all accessories`}
      </Link>
    </p>
  );
}

/**
 * A product-family lister (spec discovery §2 "Product-family search pages"): a search within the
 * family, its facets, the total, 30 results and load more. The first page is the server's (it
 * works without JavaScript: the facets are a GET form with an Apply button). Hydrated, a facet
 * change applies at once (a navigation: the selection is the URL's, and the server answers it);
 * on narrow screens the facets open in a modal whose changes are a draft until Apply (§4: a copy
 * on open, discard restores it, apply keeps it).
 */
export function ListerResults({
  data,
  title,
  // The first card's picture is the largest thing in a phone's first screen: loaded at once.
  renderResult = (result, index) => <ResultCard key={result.uniqueId} result={result} headingLevel={3} priority={index === 0} />,
  resultsClassName = results.cards,
  before,
  noResultsText,
}: {
  data: Results;
  title: string;
  /** A result as the lister shows it (default: the product card); a list item with a key. */
  renderResult?: (result: Result, index: number) => ReactNode;
  resultsClassName?: string;
  /** Above the facets and results (the jobs lister's company tabs). */
  before?: ReactNode;
  /** What shows when the filters leave nothing (without a query). */
  noResultsText?: string;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const formId = useId();
  const [modal, dispatch] = useReducer(facetModalReducer, data.state.selection, facetModalState);
  const [modalOpen, setModalOpen] = useState(false);
  // Mounted from the first opening on (its closing keeps react-aria's focus return and exit).
  const [modalUsed, setModalUsed] = useState(false);
  const lister = LISTERS[data.lister];
  const facets = shownFacets(data, modal.selection);
  const { live, loadMore } = useHydratedResults(
    () => liveResults(data.staticState.controllers),
    data.settings,
    (configuration) =>
      import('./lister-engine').then(({ defineListerEngine, listerParameters }) =>
        defineListerEngine(configuration, lister)
          .hydrateStaticState({
            searchAction: data.staticState.searchAction,
            controllers: listerParameters(data.state, lister) as never,
          })
          // The hydrated controllers hold the result list and summary (the facets' keys are the lister's).
          .then(({ controllers }) => controllers as unknown as ResultControllers),
      ),
    data,
  );
  const apply = (selection: FacetSelection) =>
    void navigate(`${pathname}${listerSearch({ ...data.state, selection }, lister.facets)}`, { preventScrollReset: true });
  const change = (facetId: string, values: string[]) => {
    const next = facetModalReducer(modal, { type: 'change', facetId, values });
    dispatch({ type: 'change', facetId, values });
    if (!isFacetModalOpen(modal)) apply(next.selection);
  };
  const selectedCount = Object.values(modal.selection).flat().length;
  const anySelected = selectedCount > 0;
  const filtersLabel = selectedCount > 0 ? t`Filters (${selectedCount})` : t`Filters`;
  const openModal = () => {
    dispatch({ type: 'open' });
    setModalOpen(true);
    setModalUsed(true);
  };
  const closeModal = (how: 'apply' | 'discard') => {
    dispatch({ type: how });
    setModalOpen(false);
    if (how === 'apply') apply(modal.selection);
  };
  const query = data.state.query;
  const compatible = data.state.compatible;
  const total = live.total;
  const hashName = useHashParameter(ACCESSORY_NAME_HASH_PARAMETER);
  const countId = idOf(formId, 'count');
  return (
    <>
      {data.lister === 'accessories' ? (
        <>
          <div className={styles.search}>
            <SearchBar
              searchHub={data.settings.searchHub}
              statisticsConsent={readBrowserCookie(COOKIES.consent) === 'statistics'}
              omnibox={{
                action: pathname,
                label: t`Search accessories and products`,
                pipeline: OMNIBOX_PIPELINE,
                constantQuery: OMNIBOX_SCOPE,
                initialText: hashName ?? query,
                // Spec discovery §2, §5: a product picked here narrows the lister to the accessories that fit it.
                productHref: (product) => `${pathname}${listerSearch({ query: '', selection: {}, compatible: product }, lister.facets)}`,
              }}
            />
          </div>
          {/* The facets' form without JavaScript: it keeps the query and the chosen product. */}
          <Form method="get" id={formId} hidden>
            {query ? <input type="hidden" name="q" value={query} /> : null}
            {data.state.compatible ? <input type="hidden" name={COMPATIBLE_PARAM} value={data.state.compatible} /> : null}
          </Form>
          {data.state.compatible ? <CompatibleNotice product={data.state.compatible} state={data.state} /> : null}
        </>
      ) : (
        <QueryForm label={t`Search in ${title}`} query={query} id={formId} ariaLabel={t`Search in ${title}`} className={styles.search}>
          {/* The company tab stays when the query or the filters change. */}
          {data.state.company ? <input type="hidden" name={COMPANY_PARAM} value={data.state.company} /> : null}
        </QueryForm>
      )}
      {before}
      <div className={styles.layout}>
        {facets.length > 0 ? (
          <div
            id={idOf('facets', data.lister)}
            className={styles.facets}
            role="group"
            aria-label={t`Filters`}
            tabIndex={-1}
            {...{ [FACETS_ATTRIBUTE]: '' }}
          >
            <FacetPanel facets={facets} formId={formId} onChange={hydrated ? change : undefined} />
            {/* Without JavaScript the visitor applies the filters (it submits the search form). */}
            <button
              type="submit"
              form={formId}
              className={buttonClassName({ variant: 'secondary', className: styles.apply })}
              hidden={hydrated}
            >
              {t`Apply filters`}
            </button>
            {/* A link: it works before hydration too (the accessory category stays, spec discovery §2). */}
            {anySelected ? (
              <Link
                to={`${pathname}${listerSearch({ ...data.state, selection: resetFacets(modal.selection) }, lister.facets)}`}
                preventScrollReset
                className={buttonClassName({ variant: 'ghost' })}
              >
                {t`Reset all`}
              </Link>
            ) : null}
          </div>
        ) : null}
        <section aria-labelledby={countId} className={styles.results}>
          <div className={styles.resultsHead} {...{ [RESULTS_HEAD_ATTRIBUTE]: '' }}>
            <p id={countId} className={results.count} role="status">
              {total === 0
                ? query
                  ? t`No results for “${query}”. Check the spelling or try a more general term.`
                  : (noResultsText ??
                    (compatible
                      ? t`No accessories for ${compatible} match the selected filters.`
                      : data.lister === 'accessories'
                        ? t`No accessories match the selected filters.`
                        : lister.results === 'downloads'
                          ? t`No downloads match the selected filters.`
                          : t`No products match the selected filters.`))
                : t`${total} results`}
            </p>
            {/* Narrow screens: the facets open in a modal once hydrated; before (and without
                JavaScript) the same button is a link that shows them in the page (CSS :target). */}
            {facets.length > 0 ? (
              hydrated ? (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'secondary', className: styles.filtersButton })}
                  onClick={openModal}
                  onPointerEnter={() => void FiltersModal.preload()}
                  onFocus={() => void FiltersModal.preload()}
                >
                  <Icon name="filter" />
                  {filtersLabel}
                </button>
              ) : (
                <a
                  href={`#${idOf('facets', data.lister)}`}
                  className={buttonClassName({ variant: 'secondary', className: styles.filtersButton })}
                >
                  <Icon name="filter" />
                  {filtersLabel}
                </a>
              )
            ) : null}
          </div>
          {live.failed ? <p role="alert">{t`Search is not available right now. Please try again later.`}</p> : null}
          {live.results.length > 0 && lister.results === 'downloads' ? (
            // Its own boundary: the facets and the count hydrate without waiting for the rows' chunk.
            <Suspense fallback={null}>
              <LazyDownloadResults results={live.results} access={data.restrictedDownloads ?? 'excluded'} />
            </Suspense>
          ) : live.results.length > 0 ? (
            <ul className={resultsClassName}>{live.results.map(renderResult)}</ul>
          ) : null}
          {loadMore && live.moreAvailable ? (
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={loadMore}
              disabled={live.isLoading}
              aria-describedby={countId}
            >
              {live.isLoading ? t`Loading…` : t`Load more`}
            </button>
          ) : null}
        </section>
      </div>
      {modalUsed ? (
        <Suspense fallback={null}>
          <FiltersModal
            facets={facets}
            formId={idOf(formId, 'modal')}
            isOpen={modalOpen}
            anySelected={anySelected}
            onChange={change}
            onClose={closeModal}
            onResetAll={() => dispatch({ type: 'resetAll' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The `ProductFamilyLister` and `AccessoriesLister` blocks: a heading, then the lister (nothing for a family without products). */
export function Lister({ data, title }: { data: ListerData | undefined; title: string | undefined }) {
  const { t } = useLingui();
  if (!data) return null;
  const heading =
    title || (data.lister === 'accessories' ? t`Accessories` : LISTERS[data.lister].results === 'downloads' ? t`Downloads` : t`Products`);
  const empty =
    data.status === 'results' &&
    data.staticState.controllers.summary.state.total === 0 &&
    !data.state.query &&
    Object.keys(data.state.selection).length === 0;
  // Spec discovery §2: "Nothing is shown when the response has no results but has an id" — a family
  // without products shows no lister; a query or a filter without results says so.
  if (empty) return null;
  return (
    <section className={styles.lister} aria-labelledby={idOf('lister', data.lister)}>
      <h2 id={idOf('lister', data.lister)} className={styles.heading}>
        {heading}
      </h2>
      {data.status === 'unavailable' ? (
        <p role="alert" className={styles.notice}>
          {t`Search is not available right now. Please try again later.`}
        </p>
      ) : (
        <ListerResults
          key={`${data.state.query}\n${data.state.compatible ?? ''}\n${JSON.stringify(data.state.selection)}`}
          data={data}
          title={heading}
          before={data.lister === 'accessories' && !data.fixedCategory ? <CategoryChooser data={data} /> : undefined}
        />
      )}
    </section>
  );
}
