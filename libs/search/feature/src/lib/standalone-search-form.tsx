import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon, buttonClassName, useSite } from '@mbw/ui';
import styles from './standalone-search-form.module.css';

/**
 * The standalone search box (spec discovery §2): submits to the search results page, /Search by
 * default, with the typed value. The value travels as ?q= rather than through local storage, so a
 * results page can be reloaded and shared; the results page (search issue) reads it from there.
 */
export function StandaloneSearchForm({ target = '/Search' }: { target?: string }) {
  const { t } = useLingui();
  const { language } = useSite();
  const inputId = useId();
  return (
    <form role="search" action={`/${language}${target}`} method="get" className={styles.form}>
      <label htmlFor={inputId} className={styles.label}>
        {t`Search the site`}
      </label>
      <input id={inputId} name="q" type="search" required className={styles.input} autoComplete="off" />
      {/* A native submit button: the header renders this form on every page, and react-aria's
          press handling is not worth its weight in the first load for a plain form submit. */}
      <button type="submit" className={buttonClassName({ iconOnly: true })} aria-label={t`Search`}>
        <Icon name="search" />
      </button>
    </form>
  );
}
