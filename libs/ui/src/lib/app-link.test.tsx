import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link';
import { SiteProvider } from './site-context';

const site = {
  language: 'de-CH',
  itemPath: '/',
  brand: { id: 'group' as const, displayName: 'Test', logo: { src: '/logo.svg', width: 1, height: 1 } },
};

function renderLink(props: Parameters<typeof AppLink>[0]) {
  return render(
    <MemoryRouter>
      <SiteProvider value={site}>
        <AppLink {...props} />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('AppLink', () => {
  it('keeps internal links in the page language', () => {
    renderLink({ href: '/company', children: 'Company' });
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/de-CH/company');
  });

  it('opens external new-window links without leaking the opener', () => {
    renderLink({ href: 'https://example.com', target: '_blank', children: 'Partner' });
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fails loudly outside a SiteProvider', () => {
    expect(() =>
      render(
        <MemoryRouter>
          <AppLink href="/x">x</AppLink>
        </MemoryRouter>,
      ),
    ).toThrow(/SiteProvider/);
  });
});
