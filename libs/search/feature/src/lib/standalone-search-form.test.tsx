import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { StandaloneSearchForm } from './standalone-search-form';

describe('StandaloneSearchForm (spec discovery §2)', () => {
  it('submits the typed value to /{language}/Search', () => {
    renderWithSite(<StandaloneSearchForm />, { site: { language: 'de-CH' } });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/de-CH/Search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveAttribute('name', 'q');
  });
});
