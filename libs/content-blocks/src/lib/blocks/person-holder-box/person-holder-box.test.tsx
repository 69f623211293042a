import { screen } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { describe, expect, it } from 'vitest';
import { PersonHolderBoxBlock } from './person-holder-box';

const rendering = { componentName: 'PersonHolderBox' };

describe('PersonHolderBoxBlock', () => {
  it('renders person cards with portrait, role and named contact links', () => {
    renderWithSite(
      <PersonHolderBoxBlock
        rendering={rendering}
        params={{}}
        fields={{
          Title: { value: 'Your contacts' },
          Persons: [
            {
              id: 'p1',
              fields: {
                Name: { value: 'Anna Muster' },
                Role: { value: 'Sales' },
                Email: { value: 'anna.muster@example.com' },
                Phone: { value: '+41 44 123 45 67' },
                Portrait: { value: { src: '/-/media/anna.svg', alt: 'Anna Muster', width: '400', height: '400' } },
              },
            },
            { id: 'p2', fields: { Name: { value: 'Luca Rossi' }, Email: { value: 'not an address' } } },
            { id: 'p3', fields: { Role: { value: 'Nameless' } } },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your contacts' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Anna Muster', 'Luca Rossi']);
    expect(screen.getByRole('img', { name: 'Anna Muster' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'E-mail Anna Muster: anna.muster@example.com' })).toHaveAttribute(
      'href',
      'mailto:anna.muster@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call Anna Muster: +41 44 123 45 67' })).toHaveAttribute('href', 'tel:+41441234567');
    expect(screen.queryByText('not an address')).toBeNull();
  });

  it('lets an e-mail address wrap only before its @ and dots, and keeps the whole address as the name and text', () => {
    renderWithSite(
      <PersonHolderBoxBlock
        rendering={rendering}
        params={{}}
        fields={{ Persons: [{ id: 'p1', fields: { Name: { value: 'Jonas Weber' }, Email: { value: 'jonas.weber@example.com' } } }] }}
      />,
    );
    const link = screen.getByRole('link', { name: 'E-mail Jonas Weber: jonas.weber@example.com' });
    expect(link).toHaveTextContent('jonas.weber@example.com');
    // Each <wbr> (a wrap opportunity) stands right before an '@' or a '.'.
    const after = [...link.querySelectorAll('wbr')].map((wbr) => wbr.nextSibling?.textContent?.[0]);
    expect(after).toEqual(['.', '@', '.']);
  });

  it('renders an empty shell without named persons', () => {
    const { container } = renderWithSite(
      <PersonHolderBoxBlock rendering={rendering} params={{}} fields={{ Title: { value: 'Contacts' }, Persons: [] }} />,
    );
    expect(container.querySelector('section')).toBeEmptyDOMElement();
  });
});
