import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { CustomerButtonBlock } from './customer-button';

const rendering = { componentName: 'CustomerButton' };

describe('CustomerButtonBlock', () => {
  it('renders a language-aware link with the link text', () => {
    renderWithSite(
      <CustomerButtonBlock
        rendering={rendering}
        params={{ Alignment: 'Center' }}
        fields={{ Link: { value: { href: '/contact', text: 'Contact sales' } } }}
      />,
      { site: { language: 'it' } },
    );
    const link = screen.getByRole('link', { name: 'Contact sales' });
    expect(link).toHaveAttribute('href', '/it/contact');
    expect(link.parentElement).toHaveAttribute('data-align', 'center');
  });

  it('falls back to a default label and opens external links safely', () => {
    renderWithSite(
      <CustomerButtonBlock
        rendering={rendering}
        params={{}}
        fields={{ Link: { value: { href: 'https://portal.example.com', target: '_blank' } } }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Learn more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders an empty shell without a link', () => {
    const { container } = renderWithSite(
      <CustomerButtonBlock rendering={rendering} params={{}} fields={{ Link: { value: { href: '', text: 'x' } } }} />,
    );
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});
