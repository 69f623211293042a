import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '../footer/site-footer';
import { FallbackNotFound, NotFound } from './not-found';

describe('NotFound (content 404 item)', () => {
  it('shows error code, title, description, home and contact links', () => {
    renderWithSite(
      <NotFound
        fields={{
          ErrorCode: { value: '404' },
          Title: { value: 'Gone' },
          Description: { value: 'Moved away.' },
          HomeLink: { value: { href: '/', text: 'Home' } },
          ContactLink: { value: { href: '/contact', text: 'Contact' } },
        }}
      />,
      { site: { language: 'it' } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Gone' })).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByText('Moved away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/it/');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/it/contact');
  });

  it('falls back to the fixed texts when the item has no title', () => {
    renderWithSite(<NotFound fields={{ ErrorCode: { value: '404' } }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('FallbackNotFound', () => {
  it("shows 'Page not found', 'This page does not exist.', the site and the language", () => {
    renderWithSite(<FallbackNotFound />, { site: { language: 'de-CH' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('This page does not exist.')).toBeInTheDocument();
    expect(screen.getByText('Kestrel Test')).toBeInTheDocument();
    expect(screen.getByText('de-CH')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/de-CH/');
  });
});

describe('SiteFooter', () => {
  it('renders link columns, claim and the copyright phrase, skipping broken links', () => {
    renderWithSite(
      <SiteFooter
        fields={{
          Columns: [
            {
              Title: { value: 'Company' },
              Links: [{ value: { href: '/company', text: 'About' } }, { value: { href: '', text: 'Broken' } }],
            },
            { Title: { value: 'Empty' }, Links: [] },
          ],
          Claim: { value: 'Tools for every seam' },
        }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Company' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Empty' })).toBeNull();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/en/company');
    expect(screen.queryByText('Broken')).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()} Kestrel Test`)).toBeInTheDocument();
  });

  it('uses the dictionary phrase for the copyright when one is loaded', () => {
    renderWithSite(<SiteFooter fields={{}} />, { messages: { 'Footer.Copyright': '© {year} Kestrel Test AG' } });
    expect(screen.getByText(`© ${new Date().getFullYear()} Kestrel Test AG`)).toBeInTheDocument();
  });
});
