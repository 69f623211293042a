import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { MAX_QUERY_LENGTH, browserLocalStorage, handOverQuery } from '@mbw/search-data-access';
import { Icon, buttonClassName, useSite } from '@mbw/ui';
import styles from './search-box.module.css';

/**
 * The standalone search box (spec discovery §2), which a content block may show outside the
 * header: it redirects to the search results page, /Search by default, with the typed value.
 * With JavaScript the value is handed over through local storage (handOverQuery; the results page
 * reads it once and removes it) and also kept in ?q=, so the page works when storage is blocked;
 * without JavaScript the form is a plain GET form with ?q=.
 */
export function StandaloneSearchForm({ target = '/Search' }: { target?: string }) {
  const { t } = useLingui();
  const { language } = useSite();
  const navigate = useNavigate();
  const inputId = useId();
  const action = `/${language}${target}`;
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={styles.form}
      onSubmit={(event) => {
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (!query) return;
        event.preventDefault();
        handOverQuery(browserLocalStorage(), query);
        void navigate(`${action}?${new URLSearchParams({ q: query.slice(0, MAX_QUERY_LENGTH) })}`);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        {t`Search the site`}
      </label>
      <input id={inputId} name="q" type="search" required maxLength={MAX_QUERY_LENGTH} className={styles.input} autoComplete="off" />
      {/* A native submit button: react-aria's press handling is not worth its weight in the first
          load for a plain form submit. */}
      <button type="submit" className={buttonClassName({ iconOnly: true })} aria-label={t`Search`}>
        <Icon name="search" />
      </button>
    </form>
  );
}
