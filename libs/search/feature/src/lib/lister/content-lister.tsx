import { useLingui } from '@lingui/react/macro';
import type { Result } from '@coveo/headless/ssr';
import { Link, useLocation } from 'react-router';
import { INTERNATIONAL_COMPANY, LISTERS } from '@mbw/search-data-access';
import { Image, useSite } from '@mbw/ui';
import { EVENT_TIME_ZONE, formatDate, formatEventDateRange, toIntlLocale } from '@mbw/util';
import type { ListerData } from '../server/lister-load';
import {
  contentRowOf,
  LIST_SEPARATOR,
  ROW_SEPARATOR,
  STORY_IMAGE_SIZES,
  type EventRowData,
  type JobRowData,
  type StoryRowData,
} from './content-results';
import { ListerResults, type ListerResultsData } from './lister';
import { idOf, listerSearch } from './lister-url';
import styles from './content-lister.module.css';
import listerStyles from './lister.module.css';

function EventRow({ row }: { row: EventRowData }) {
  const { language } = useSite();
  const range = formatEventDateRange(row.start, row.end, toIntlLocale(language));
  return (
    <li className={styles.row}>
      <p className={styles.meta}>
        <time dateTime={row.start.toISOString()}>{range.text}</time>
      </p>
      <h3 className={styles.title}>
        <a href={row.href}>{row.title}</a>
      </h3>
      {row.venue || row.place ? <p className={styles.place}>{[row.venue, row.place].filter(Boolean).join(ROW_SEPARATOR)}</p> : null}
      {row.industries.length > 0 ? <p className={styles.meta}>{row.industries.join(LIST_SEPARATOR)}</p> : null}
    </li>
  );
}

function JobRow({ row }: { row: JobRowData }) {
  const { t } = useLingui();
  const facts = [
    { term: t`Company`, value: row.company },
    { term: t`Location`, value: row.location },
    { term: t`Workload`, value: row.workload },
  ].filter((fact) => fact.value);
  return (
    <li className={styles.row}>
      <h3 className={styles.title}>
        <a href={row.href}>{row.title}</a>
      </h3>
      {facts.length > 0 ? (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt>{fact.term}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function StoryRow({ row }: { row: StoryRowData }) {
  const { language } = useSite();
  const date = row.date ? formatDate(row.date, language, { dateStyle: 'long', timeZone: EVENT_TIME_ZONE }) : null;
  return (
    <li className={`${styles.row} ${styles.story}`}>
      {row.image ? (
        <Image src={row.image} alt="" width={320} height={180} widths={[320]} sizes={STORY_IMAGE_SIZES} className={styles.image} />
      ) : null}
      <div>
        {row.overline || date ? (
          <p className={styles.meta}>
            {row.overline}
            {row.overline && date ? ROW_SEPARATOR : null}
            {row.date && date ? <time dateTime={row.date.toISOString()}>{date}</time> : null}
          </p>
        ) : null}
        <h3 className={styles.title}>
          <a href={row.href}>{row.title}</a>
        </h3>
      </div>
    </li>
  );
}

/** A result as its row: an event, a job or a story (spec discovery §3); anything else, or an incomplete result, shows nothing. */
function renderRow(result: Result) {
  const row = contentRowOf(result);
  if (!row) return null;
  if (row.kind === 'event') return <EventRow key={result.uniqueId} row={row} />;
  if (row.kind === 'job') return <JobRow key={result.uniqueId} row={row} />;
  return <StoryRow key={result.uniqueId} row={row} />;
}

/**
 * The jobs lister's company tabs (spec discovery §2, §4, §9): all jobs, then at most four
 * companies (International always among them), each with its count from the group-by on company.
 * Links carrying the URL's query and filters, so they work without JavaScript (like the search
 * page's tabs). Decision: "All jobs" is the tab without a company (the four values are the
 * companies'); a company without jobs for the query shows its tab with 0 (International) or none.
 */
function CompanyTabs({ data }: { data: ListerResultsData }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const lister = LISTERS[data.lister];
  const companies = data.companies;
  if (!companies) return null;
  const active = data.state.company;
  const tabs = [
    { company: undefined, label: t`All jobs`, count: companies.all },
    ...companies.tabs.map((tab) => ({
      company: tab.value,
      label: tab.value.toLowerCase() === INTERNATIONAL_COMPANY.toLowerCase() ? t`International` : tab.value,
      count: tab.numberOfResults,
    })),
  ];
  return (
    <nav aria-label={t`Companies`} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => {
          const current = (tab.company ?? '') === (active ?? '');
          return (
            <li key={tab.company ?? ''}>
              <Link
                to={`${pathname}${listerSearch({ ...data.state, company: tab.company }, lister.facets)}`}
                preventScrollReset
                aria-current={current ? 'page' : undefined}
                className={current ? styles.tabActive : styles.tab}
                data-empty={tab.count === 0 || undefined}
              >
                {`${tab.label} (${tab.count})`}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function useTexts(lister: string) {
  const { t } = useLingui();
  if (lister === 'events') return { heading: t`Events`, none: t`No events match the selected filters.` };
  if (lister === 'jobs') return { heading: t`Jobs`, none: t`No jobs match the selected filters.` };
  return { heading: t`Stories and jobs`, none: t`No stories or jobs match the selected filters.` };
}

/**
 * The `EventsLister`, `JobsLister` and `StoriesLister` blocks (spec discovery §2): a heading, then
 * the lister (search, facets, 30 rows and load more, a no-results text with the query) — the
 * product listers' view with rows of their own. Nothing when the lister has nothing to list.
 */
export function ContentLister({ data, title }: { data: ListerData | undefined; title: string | undefined }) {
  const { t } = useLingui();
  const texts = useTexts(data?.lister ?? '');
  if (!data) return null;
  const heading = title || texts.heading;
  const empty =
    data.status === 'results' &&
    data.staticState.controllers.summary.state.total === 0 &&
    !data.state.query &&
    !data.state.company &&
    Object.keys(data.state.selection).length === 0;
  // Spec discovery §2: "Nothing is shown when the response has no results but has an id".
  if (empty) return null;
  const headingId = idOf('lister', data.lister);
  return (
    <section className={listerStyles.lister} aria-labelledby={headingId}>
      <h2 id={headingId} className={listerStyles.heading}>
        {heading}
      </h2>
      {data.status === 'unavailable' ? (
        <p role="alert" className={listerStyles.notice}>
          {t`Search is not available right now. Please try again later.`}
        </p>
      ) : (
        <ListerResults
          key={`${data.state.query}\n${data.state.company ?? ''}\n${JSON.stringify(data.state.selection)}`}
          data={data}
          title={heading}
          renderResult={renderRow}
          resultsClassName={styles.rows}
          before={<CompanyTabs data={data} />}
          noResultsText={texts.none}
        />
      )}
    </section>
  );
}
