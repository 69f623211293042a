import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithSite } from '@mbw/ui/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactSnapshot } from '@mbw/util';
import type { ContactInfoData } from './contact-info-data';
import { ContactInfoPanel } from './contact-info-panel';

const contact = (id: string, name: string, kind: ContactSnapshot['kind'] = 'point'): ContactSnapshot => ({
  id,
  kind,
  category: 'Group subsidiary',
  name,
  addressLines: ['Main Street 1', '6060 Sarnen'],
  phone: '+41 41 000 00 00',
  fax: '',
  email: `${id}@example.com`,
  website: '',
  description: '',
  picture: null,
  workFormUrl: '',
});

const data: ContactInfoData = {
  country: 'CH',
  countryDefault: contact('default', 'Kestrel AG'),
  chosen: null,
  candidates: [
    { contact: contact('default', 'Kestrel AG'), optOut: false },
    { contact: contact('beta', 'Beta Dealer'), optOut: false },
  ],
  mapHref: '/sales-and-service-points',
};

const panel = () => screen.getByRole('region', { name: 'Your contact' });

describe('ContactInfoPanel', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the country default, changes it in the dialog and stores the choice', async () => {
    renderWithSite(<ContactInfoPanel data={data} fields={{}} />, { path: '/en/contact/get-a-quote' });
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Kestrel AG' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'default@example.com' })).toHaveAttribute('href', 'mailto:default@example.com');
    const change = await screen.findByRole('button', { name: 'Change my contact' });
    act(() => change.click());
    const dialog = await screen.findByRole('dialog', { name: 'Change my contact' });
    expect(within(dialog).getByText('Your current contact')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Find another contact on the map' })).toBeInTheDocument();
    act(() => within(dialog).getByRole('button', { name: 'Choose Beta Dealer' }).click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel()).getByRole('heading', { level: 3, name: 'Beta Dealer' })).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('mbw:contact-forms') ?? '{}') as Record<string, unknown>;
    expect(stored['currentInfoPointId']).toBe('beta');
  });

  it('a stored person wins over the default; Escape closes the dialog', async () => {
    sessionStorage.setItem('mbw:contact-forms', JSON.stringify({ person: contact('anna', 'Anna Muster', 'person') }));
    renderWithSite(<ContactInfoPanel data={data} fields={{ Title: { value: 'Your contact' } }} />, { path: '/en/contact/get-a-quote' });
    expect(await within(panel()).findByRole('heading', { level: 3, name: 'Anna Muster' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Change my contact' }).click());
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without any contact says so and offers the change action', async () => {
    renderWithSite(<ContactInfoPanel data={{ ...data, countryDefault: null }} fields={{}} />);
    expect(screen.getByText('No contact is known for your country yet. Choose one below.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Change my contact' })).toBeInTheDocument();
  });
});
