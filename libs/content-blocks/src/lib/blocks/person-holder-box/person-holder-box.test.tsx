import { fireEvent, screen } from '@testing-library/react';
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

  it('shows the work form button instead of the links when a call-to-action, a work form URL and a sales point exist; a click stores the person', () => {
    sessionStorage.clear();
    renderWithSite(
      <PersonHolderBoxBlock
        rendering={rendering}
        params={{}}
        fields={{
          Persons: [
            {
              id: 'p1',
              fields: {
                TeaserTitle: { value: 'Your sales contact' },
                FirstName: { value: 'Anna' },
                LastName: { value: 'Muster' },
                Description: { value: 'Hot air tools' },
                Email: { value: 'anna.muster@example.com' },
                Phone: { value: '+41 44 123 45 67' },
                CallToAction: { value: 'Contact Anna' },
                WorkFormUrl: { value: { href: '/contact/get-a-quote' } },
                SalesPoint: { value: '5a1e5000-0000-4000-8000-000000000002' },
              },
            },
            {
              id: 'p2',
              fields: { Name: { value: 'Luca Rossi' }, Phone: { value: '+41 44 000 00 00' }, CallToAction: { value: 'Contact Luca' } },
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Anna Muster' })).toBeInTheDocument();
    expect(screen.getByText('Your sales contact')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /E-mail Anna Muster/ })).toBeNull();
    const button = screen.getByRole('link', { name: 'Contact Anna' });
    expect(button.getAttribute('href')).toMatch(/\/contact\/get-a-quote$/);
    // Luca lacks the work form URL and sales point: the phone link, no button.
    expect(screen.getByRole('link', { name: 'Call Luca Rossi: +41 44 000 00 00' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Contact Luca' })).toBeNull();
    fireEvent.click(button);
    const stored = JSON.parse(sessionStorage.getItem('mbw:contact-forms') ?? '{}') as Record<string, unknown>;
    expect(stored['person']).toMatchObject({ id: 'p1', kind: 'person', name: 'Anna Muster', email: 'anna.muster@example.com' });
    expect(stored['currentInfoSalesPageId']).toBe('5a1e5000-0000-4000-8000-000000000002');
  });
});
