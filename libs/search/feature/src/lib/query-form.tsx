import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-router';
import { MAX_QUERY_LENGTH } from '@mbw/search-data-access';
import { buttonClassName, Icon } from '@mbw/ui';
import box from './search-box.module.css';

export interface QueryFormProps {
  label: string;
  /** The query shown (the URL's); a new one resets the box. */
  query: string;
  /** Where it searches: the current page when left out (a lister). */
  action?: string;
  /** The form's id: inputs elsewhere (a lister's facets) submit with it. */
  id?: string;
  /** The landmark's own name, when the page has more than one search. */
  ariaLabel?: string;
  /** An empty box does not submit (the search page); a lister's empty box shows everything. */
  required?: boolean;
  className?: string;
  /** Hidden inputs the search keeps (a lister's company tab). */
  children?: ReactNode;
}

/** A page's own search box: a GET form with `q` (the search page's, a lister's), the look every search box shares. */
export function QueryForm({ label, query, action, id, ariaLabel, required = false, className, children }: QueryFormProps) {
  const { t } = useLingui();
  const inputId = useId();
  return (
    <Form role="search" method="get" action={action} id={id} aria-label={ariaLabel} className={`${box.form} ${className ?? ''}`}>
      {children}
      <label htmlFor={inputId} className={box.label}>
        {label}
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        defaultValue={query}
        key={query}
        maxLength={MAX_QUERY_LENGTH}
        required={required}
        className={box.input}
        autoComplete="off"
      />
      <button type="submit" className={buttonClassName({})}>
        <Icon name="search" />
        {t`Search`}
      </button>
    </Form>
  );
}
