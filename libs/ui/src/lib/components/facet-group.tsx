import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from './facet-group.module.css';

export interface FacetOption {
  /** What the form sends (and the URL keeps). */
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface FacetGroupProps {
  legend: string;
  /** The inputs' name: a form without JavaScript submits them. */
  name: string;
  options: readonly FacetOption[];
  /** One value at most: radios, the first one "All" (nothing selected). */
  singleChoice?: boolean;
  /** Called with the facet's new values (hydrated); without it the inputs are the form's alone. */
  onChange?: (values: string[]) => void;
  /** Associates the inputs with a form elsewhere in the document (a modal's portal). */
  form?: string;
}

/** From this many options on, a filter input narrows the list (spec discovery §2 "Facets: a filter input"). */
export const FACET_FILTER_MIN_OPTIONS = 6;

/**
 * A facet: a fieldset of checkboxes (or radios for a single-choice facet) with each value's count,
 * and a filter input once it has many values. Native inputs: server-rendered, they work in a GET
 * form without JavaScript; hydrated, `onChange` reports every change with the facet's values.
 */
export function FacetGroup({ legend, name, options, singleChoice = false, onChange, form }: FacetGroupProps) {
  const { t } = useLingui();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLocaleLowerCase();
  const shown = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
  const selected = options.filter((option) => option.selected).map((option) => option.value);
  const toggle = (value: string, checked: boolean) => {
    if (!onChange) return;
    if (singleChoice) onChange(checked && value ? [value] : []);
    else onChange(checked ? [...selected, value] : selected.filter((other) => other !== value));
  };
  const controlled = onChange !== undefined;
  const input = (option: Pick<FacetOption, 'value' | 'selected'>) => ({
    type: singleChoice ? 'radio' : 'checkbox',
    name,
    value: option.value,
    form,
    ...(controlled
      ? {
          checked: option.selected,
          onChange: (event: { currentTarget: HTMLInputElement }) => toggle(option.value, event.currentTarget.checked),
        }
      : { defaultChecked: option.selected }),
  });
  return (
    <fieldset className={styles.facet}>
      <legend className={styles.legend}>{legend}</legend>
      {/* Rendered on the server too (no shift on hydration); it filters once hydrated. */}
      {options.length >= FACET_FILTER_MIN_OPTIONS ? (
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.filterLabel}>
            {t`Filter ${legend}`}
          </label>
          <input id={filterId} type="search" value={filter} onChange={(event) => setFilter(event.currentTarget.value)} autoComplete="off" />
        </div>
      ) : null}
      <ul className={styles.values}>
        {singleChoice ? (
          <li>
            <label className={styles.value}>
              <input {...input({ value: '', selected: selected.length === 0 })} />
              <span>{t`All`}</span>
            </label>
          </li>
        ) : null}
        {shown.map((option) => (
          <li key={option.value}>
            <label className={styles.value}>
              <input {...input(option)} />
              <span>{option.label}</span>
              <span className={styles.count}>({option.count})</span>
            </label>
          </li>
        ))}
      </ul>
      {needle && shown.length === 0 ? <p className={styles.none}>{t`No value matches “${filter}”.`}</p> : null}
    </fieldset>
  );
}
