import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteProvider } from '@mbw/ui';
import { renderWithSite, testSite } from '@mbw/ui/testing';
import type { InstantResult, InstantSearch, InstantSearchSnapshot } from './instant-search.client';
import { loadInstantSearch } from './instant-search.client';
import { SearchBar } from './search-bar';

// The engine module (Coveo Headless) is mocked here; the e2e suite runs the real one.
vi.mock('./instant-search.client', () => ({ loadInstantSearch: vi.fn() }));

const result = (n: number, extra: Partial<InstantResult> = {}): InstantResult => ({
  id: `r${n}`,
  title: `Result ${n}`,
  href: `/en/product/p${n}`,
  articleNumber: null,
  picture: null,
  product: null,
  ...extra,
});

/** A stand-in engine: answers each query at once with what `answer` gives. */
function fakeEngine(answer: (query: string) => readonly InstantResult[] | 'error') {
  let listener: ((snapshot: InstantSearchSnapshot) => void) | undefined;
  const search = vi.fn((query: string) => {
    const answered = answer(query);
    listener?.(
      answered === 'error'
        ? { query, results: [], isLoading: false, failed: true }
        : { query, results: answered, isLoading: false, failed: false },
    );
  });
  const engine: InstantSearch = {
    search,
    subscribe: (next) => {
      listener = next;
      next({ query: '', results: [], isLoading: false, failed: false });
      return () => (listener = undefined);
    },
  };
  return { engine, search };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderBar() {
  renderWithSite(
    <>
      <SearchBar searchHub="GlobalHub" statisticsConsent={false} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { site: { language: 'en' } },
  );
  return screen.getByRole('combobox', { name: 'Search the site' });
}

/** Lets the hydration transition, the lazy import and the debounce run (fake clock). */
async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function typeInto(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  await settle(0);
}

let search: ReturnType<typeof fakeEngine>['search'];

beforeEach(() => {
  vi.useFakeTimers();
  const fake = fakeEngine((query) => (query.startsWith('none') ? [] : [1, 2, 3].map((n) => result(n))));
  search = fake.search;
  vi.mocked(loadInstantSearch).mockReset().mockResolvedValue(fake.engine);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBar (spec discovery §2 "Search", §4, §5)', () => {
  it('is server-rendered as a GET form to /{language}/Search with a labelled q box and a submit button', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <I18nProvider i18n={setupI18n({ locale: 'de', messages: { de: {} } })}>
          <SiteProvider value={{ ...testSite, language: 'de-CH' }}>
            <SearchBar searchHub="GlobalHub" statisticsConsent={false} />
          </SiteProvider>
        </I18nProvider>
      </MemoryRouter>,
    );
    const form = within(container).getByRole('search');
    expect(form).toHaveAttribute('action', '/de-CH/Search');
    expect(form).toHaveAttribute('method', 'get');
    // Without JavaScript: a plain search box, no combobox and no list.
    expect(within(container).getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
    expect(within(container).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(container).queryByRole('combobox')).not.toBeInTheDocument();
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });

  it('is a combobox once hydrated', async () => {
    renderWithSite(<SearchBar searchHub="GlobalHub" statisticsConsent={false} />, { site: { language: 'de-CH' } });
    await settle();
    const input = screen.getByRole('combobox', { name: 'Search the site' });
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('loads the engine on first focus, not before', async () => {
    renderBar();
    await settle();
    expect(loadInstantSearch).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByRole('combobox'));
    await settle();
    expect(loadInstantSearch).toHaveBeenCalledWith({ language: 'en', searchHub: 'GlobalHub', statisticsConsent: false });
  });

  it('asks nothing before 3 characters', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'ab');
    await settle(1000);
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends the query 250 ms after typing stops, then lists the results', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'wel');
    await settle(200);
    fireEvent.change(input, { target: { value: 'weld' } });
    await settle(249);
    expect(search).not.toHaveBeenCalled();
    await settle(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('weld');
    const listbox = screen.getByRole('listbox', { name: 'Instant results' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Result 1', 'Result 2', 'Result 3']);
    expect(options[0]).toHaveAttribute('href', '/en/product/p1');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('shows no list when the query has no results', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'none here');
    await settle(250);
    expect(search).toHaveBeenCalledWith('none here');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with ArrowDown/ArrowUp (wrapping at both ends) and opens the active result with Enter', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/product/p2');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits the typed text to /Search when Enter is pressed with no active result', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true); // not prevented: the form submits
    fireEvent.submit(screen.getByRole('search'));
    await settle();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/Search?q=heat');
  });

  it('closes the list with Escape, keeps the text on a second Escape, and reopens with ArrowDown', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    const second = fireEvent.keyDown(input, { key: 'Escape' });
    expect(second).toBe(false); // the browser's own Escape would clear a search field
    expect(input).toHaveValue('heat');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  it('closes the list on a click outside, not on a click inside', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    fireEvent.pointerDown(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list when focus moves on out of the bar, not to its own button', async () => {
    renderWithSite(
      <>
        <SearchBar searchHub="GlobalHub" statisticsConsent={false} />
        <a href="/next">Next</a>
      </>,
    );
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    fireEvent.blur(input, { relatedTarget: screen.getByRole('button', { name: 'Search' }) });
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.blur(input, { relatedTarget: screen.getByRole('link', { name: 'Next' }) });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clears the list when the text drops below 3 characters', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    fireEvent.change(input, { target: { value: 'he' } });
    await settle(250);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('shows article numbers and pictures of product results', async () => {
    const fake = fakeEngine(() => [result(1, { articleNumber: '100.200', picture: 'https://images.example/p1-320.jpg' })]);
    vi.mocked(loadInstantSearch).mockResolvedValue(fake.engine);
    renderBar();
    await settle();
    await typeInto(screen.getByRole('combobox'), 'heat');
    await settle(250);
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent('Result 1100.200');
    expect(option.querySelector('img')).toHaveAttribute('src', 'https://images.example/p1-320.jpg');
  });

  it('without a search token (no engine) shows no list and stays a form', async () => {
    vi.mocked(loadInstantSearch).mockResolvedValue(null);
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/en/Search');
  });

  it('says quietly that search is not available when the service fails, and lists nothing', async () => {
    const fake = fakeEngine(() => 'error');
    vi.mocked(loadInstantSearch).mockResolvedValue(fake.engine);
    renderBar();
    await settle();
    await typeInto(screen.getByRole('combobox'), 'heat');
    await settle(250);
    expect(screen.getByRole('status')).toHaveTextContent('Search is not available right now.');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('has no axe violations with the list open and an active option', async () => {
    renderBar();
    await settle();
    const input = screen.getByRole('combobox');
    await typeInto(input, 'heat');
    await settle(250);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    vi.useRealTimers();
    const results = await axe.run(screen.getByRole('search'), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
