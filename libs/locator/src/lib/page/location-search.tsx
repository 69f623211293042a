import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { usePlaces, type Place } from '@mbw/api-clients';
import { buttonClassName } from '@mbw/ui';
import styles from './locator.module.css';

/** Spec discovery §9: the search debounce (250 ms). */
const DEBOUNCE_MS = 250;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The DOM id of a suggestion (aria-activedescendant points at it). */
const optionId = (listId: string, index: number) => [listId, 'option', index].join('-');

export interface LocationSearchProps {
  language: string;
  /** The place the server centred the map on (`?place=`, the search without JavaScript). */
  initialText?: string;
  /** The chosen filters, sent along when the form itself is sent (`?place=&filter=`). */
  filters?: readonly string[];
  onPlace: (place: Place) => void;
}

/**
 * The location search box (spec discovery §2 "places autocomplete"), the WAI-ARIA combobox
 * pattern: suggestions 250 ms after typing stops, Down/Up move through them, Enter picks one (or
 * the first), Escape closes the list (a second Escape clears the box). A failing or slow geocoder
 * says so in the list and keeps what was typed.
 */
export function LocationSearch({ language, onPlace, initialText = '', filters = [] }: LocationSearchProps) {
  const { t } = useLingui();
  const id = useId();
  const listId = useId();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const places = usePlaces(query, language);
  const options = open && query !== '' ? (places.data ?? []) : [];
  const inputRef = useRef<HTMLInputElement>(null);

  const pick = (place: Place | undefined) => {
    if (!place) return;
    setText(place.name);
    setOpen(false);
    setActive(-1);
    onPlace(place);
  };

  let status: string | null = null;
  if (open && query !== '') {
    if (places.isError) status = t`Places could not be loaded. Please try again.`;
    else if (places.isFetching && options.length === 0) status = t`Searching…`;
    else if (places.isSuccess && options.length === 0) status = t`No place found`;
  }
  const expanded = open && (options.length > 0 || status !== null);

  return (
    <form
      role="search"
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        // Without JavaScript (or before a suggestion arrived) the form sends ?place= and the server
        // centres the map on it; with a suggestion the map moves at once.
        const place = options[active] ?? options[0];
        if (!place) return;
        event.preventDefault();
        pick(place);
      }}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        <Trans>Find a location</Trans>
      </label>
      <div className={styles.searchRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.searchInput}
          type="text"
          name="place"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={active >= 0 && options[active] ? optionId(listId, active) : undefined}
          placeholder={t`City or place`}
          value={text}
          maxLength={100}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              setOpen(true);
              if (options.length > 0) setActive((index) => (index + 1) % options.length);
            } else if (event.key === 'ArrowUp') {
              event.preventDefault();
              if (options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
            } else if (event.key === 'Escape') {
              if (expanded) setOpen(false);
              else setText('');
              setActive(-1);
            }
          }}
        />
        {/* Without JavaScript it sends ?place=; with it, the first suggestion (or the server, before one came). */}
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Search</Trans>
        </button>
      </div>
      {filters.map((filter) => (
        <input key={filter} type="hidden" name="filter" value={filter} />
      ))}
      <ul id={listId} role="listbox" aria-label={t`Places`} className={styles.places} hidden={!expanded}>
        {options.map((place, index) => (
          <li
            key={place.id}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === active}
            className={styles.place}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(place);
            }}
          >
            {place.name}
            {place.country ? <span className={styles.placeCountry}>{`, ${place.country}`}</span> : null}
          </li>
        ))}
      </ul>
      {status ? (
        <p className={styles.searchStatus} role="status">
          {status}
        </p>
      ) : null}
    </form>
  );
}
