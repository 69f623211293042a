import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { MAX_QUERY_LENGTH } from '@mbw/search-data-access';
import { Icon, buttonClassName, localizeHref, useHydrated, useSite } from '@mbw/ui';
import box from '../search-box.module.css';
import styles from './search-bar.module.css';
import { MIN_QUERY_CHARACTERS, useInstantSearch } from './use-instant-search';

export interface SearchBarProps {
  /** The brand's global search hub (brand config `search.hubs.global`). */
  searchHub: string;
  /** The visitor's statistics consent: search analytics only with it. */
  statisticsConsent: boolean;
  /**
   * A box of a lister instead of the header's (the accessories omnibox, spec discovery §2): it
   * searches that page (`action`) under its own label, its instant results come from its own
   * pipeline and scope, and it may start with a text (the URL hash's accessoryName).
   */
  omnibox?: {
    action: string;
    label: string;
    pipeline: string;
    constantQuery: string;
    initialText?: string;
    /** Where a product result leads instead of its page (the accessories that fit it). */
    productHref?: (product: string) => string;
  };
}

/**
 * The header's search bar (spec discovery §2 "Search", §4): a GET form to /{language}/Search?q=
 * that works without JavaScript; once hydrated, an ARIA 1.2 combobox (WAI-ARIA APG "editable
 * combobox with list autocomplete") with instant results from 3 characters, 250 ms after typing
 * stops, shown only when there are some. Focus stays in the box; ArrowDown/ArrowUp move the active
 * option and wrap around at the ends; Enter opens the active result (without one, the form
 * submits); Escape closes the list and never clears the box; a click or focus outside closes it.
 */
export function SearchBar({ searchHub, statisticsConsent, omnibox }: SearchBarProps) {
  const { t } = useLingui();
  const { language } = useSite();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const optionRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const action = omnibox?.action ?? `/${language}/Search`;
  const [text, setText] = useState(omnibox?.initialText ?? '');
  const [open, setOpen] = useState(false);
  const instant = useInstantSearch({
    language,
    searchHub,
    statisticsConsent,
    pipeline: omnibox?.pipeline,
    constantQuery: omnibox?.constantQuery,
  });
  // A box given a text (once hydrated: the hash's) shows it and asks for its instant results at
  // once (shown on focus).
  const initialText = omnibox?.initialText ?? '';
  const [shownInitial, setShownInitial] = useState(initialText);
  if (shownInitial !== initialText) {
    setShownInitial(initialText);
    setText(initialText);
  }
  const { prepare, type } = instant;
  useEffect(() => {
    if (initialText.trim().length < MIN_QUERY_CHARACTERS) return;
    prepare();
    type(initialText);
  }, [initialText, prepare, type]);
  const { results } = instant;
  // The active option belongs to the results it was chosen in: new results, none is active.
  const [activeIn, setActiveIn] = useState({ results, index: -1 });
  const active = activeIn.results === results ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ results, index });
  const enhanced = hydrated && text.trim().length >= MIN_QUERY_CHARACTERS && open;
  const expanded = enhanced && results.length > 0;
  const statusShown = enhanced && instant.failed;

  // A click or tap outside the bar closes the list.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!formRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0 || text.trim().length < MIN_QUERY_CHARACTERS) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
        } else if (down) {
          setActive((active + 1) % count);
        } else {
          setActive(active <= 0 ? count - 1 : active - 1);
        }
        return;
      }
      case 'Enter': {
        const option = expanded && active >= 0 ? optionRefs.current[active] : null;
        if (!option) return; // the form submits the typed text
        event.preventDefault();
        option.click();
        return;
      }
      case 'Escape':
        // Closes the list; the box keeps its text (the browser's own Escape clears a search field).
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        return;
    }
  };

  return (
    <form
      ref={formRef}
      role="search"
      method="get"
      action={action}
      className={box.form}
      onSubmit={(event) => {
        // With JavaScript the search page opens without a full page load (same URL as the GET form).
        const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        if (!query) return;
        event.preventDefault();
        setOpen(false);
        void navigate(`${action}?${new URLSearchParams({ q: query })}`);
      }}
      onBlur={(event) => {
        // Focus moving on out of the bar (Tab) closes the list, as a click outside does.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={box.label}>
        {omnibox?.label ?? t`Search the site`}
      </label>
      <div className={styles.field}>
        <input
          id={inputId}
          name="q"
          type="search"
          required
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          className={box.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            instant.type(event.target.value);
          }}
          onFocus={() => {
            instant.prepare();
            if (omnibox && text.trim().length >= MIN_QUERY_CHARACTERS) setOpen(true);
          }}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listboxId,
                'aria-activedescendant': expanded && active >= 0 ? `${listboxId}-${active}` : undefined,
                onKeyDown,
              }
            : {})}
        />
        {/* A native submit button: the header renders this form on every page, and react-aria's
          press handling is not worth its weight in the first load for a plain form submit. */}
        <button type="submit" className={buttonClassName({ iconOnly: true })} aria-label={t`Search`}>
          <Icon name="search" />
        </button>
        {hydrated ? (
          <div className={styles.popup} hidden={!expanded && !statusShown}>
            <div id={listboxId} role="listbox" aria-label={t`Instant results`} className={styles.listbox} hidden={!expanded}>
              {expanded
                ? results.map((result, index) => (
                    <Link
                      key={result.id}
                      ref={(element) => {
                        optionRefs.current[index] = element;
                      }}
                      id={`${listboxId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                      tabIndex={-1}
                      to={
                        result.product && omnibox?.productHref ? omnibox.productHref(result.product) : localizeHref(result.href, language)
                      }
                      className={styles.option}
                      onClick={() => setOpen(false)}
                    >
                      {result.picture ? (
                        <img src={result.picture} alt="" width={48} height={48} loading="lazy" className={styles.picture} />
                      ) : null}
                      <span className={styles.optionText}>
                        <span className={styles.title}>{result.title}</span>
                        {result.articleNumber ? <span className={styles.articleNumber}>{result.articleNumber}</span> : null}
                      </span>
                    </Link>
                  ))
                : null}
            </div>
            {statusShown ? (
              <p role="status" className={styles.status}>
                {t`Search is not available right now.`}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}
