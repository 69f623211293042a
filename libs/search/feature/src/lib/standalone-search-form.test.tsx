import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SEARCH_HAND_OVER_KEY, takeHandedOverQuery } from '@mbw/search-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { StandaloneSearchForm } from './standalone-search-form';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

afterEach(() => window.localStorage.clear());

describe('StandaloneSearchForm (spec discovery §2)', () => {
  it('is a GET form to /{language}/Search (what works without JavaScript)', () => {
    renderWithSite(<StandaloneSearchForm />, { site: { language: 'de-CH' } });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/de-CH/Search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
  });

  it('with JavaScript hands the typed value over through local storage and opens the search page', () => {
    renderWithSite(
      <>
        <StandaloneSearchForm />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
      { site: { language: 'fr-CH' } },
    );
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  heat gun ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(window.localStorage.getItem(SEARCH_HAND_OVER_KEY)).toBe('heat gun');
    expect(screen.getByTestId('location')).toHaveTextContent('/fr-CH/Search?q=heat+gun');
    // Read once, then gone.
    expect(takeHandedOverQuery(window.localStorage)).toBe('heat gun');
    expect(window.localStorage.getItem(SEARCH_HAND_OVER_KEY)).toBeNull();
  });

  it('leaves an empty box to the browser (nothing handed over, no navigation)', () => {
    renderWithSite(<StandaloneSearchForm target="/Results" />);
    fireEvent.submit(screen.getByRole('search'));
    expect(window.localStorage.getItem(SEARCH_HAND_OVER_KEY)).toBeNull();
  });
});
