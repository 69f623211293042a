// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { stubAccountFetch } from '../testing/account-fetch';
import { AddressBook, addressListState } from './address-book';

const COUNTRIES = {
  countries: [
    { value: 'CH', label: 'Switzerland' },
    { value: 'CA', label: 'Canada' },
  ],
  provinces: [{ CountryCode: 'CA', ProvinceCode: 'QC', Name: 'Quebec' }],
};
const base = { phone: '', address2: '', isDefault: false, lastModifiedUtc: '2026-01-01T00:00:00Z' };
const ADDRESSES = [
  {
    ...base,
    id: 'a1',
    firstName: 'Anna',
    lastName: 'Keller',
    company: 'Kestrel AG',
    address1: 'Werkstrasse 5',
    zip: '6005',
    city: 'Luzern',
    countryCode: 'CH',
    provinceCode: null,
  },
  {
    ...base,
    id: 'a2',
    firstName: 'Luc',
    lastName: 'Roy',
    company: null,
    address1: 'Rue 1',
    zip: 'H2X',
    city: 'Montréal',
    countryCode: 'CA',
    provinceCode: 'QC',
  },
];

describe('address list states (spec account §4)', () => {
  it('initial before asking, loading while the list or the countries load, error when either fails', () => {
    expect(addressListState({ status: 'pending', fetchStatus: 'idle' }, { status: 'pending' })).toBe('initial');
    expect(addressListState({ status: 'pending', fetchStatus: 'fetching' }, { status: 'success' })).toBe('loading');
    expect(addressListState({ status: 'success', fetchStatus: 'idle' }, { status: 'pending' })).toBe('loading');
    expect(addressListState({ status: 'success', fetchStatus: 'idle' }, { status: 'success' })).toBe('loaded');
    expect(addressListState({ status: 'error', fetchStatus: 'idle' }, { status: 'success' })).toBe('error');
    expect(addressListState({ status: 'success', fetchStatus: 'idle' }, { status: 'error' })).toBe('error');
  });
});

describe('address book (spec account §2)', () => {
  it('shows a card per address labelled Company or Personal, with country and province names', async () => {
    stubAccountFetch({ 'GET /api/Addresses/getAddresses': { body: ADDRESSES }, 'GET /api/Countries/getCountries': { body: COUNTRIES } });
    renderWithSite(<AddressBook fields={{ Title: { value: 'My addresses' } }} />);
    expect(screen.getByRole('progressbar', { name: 'Loading your addresses…' })).toBeInTheDocument();
    const company = await screen.findByRole('article', { name: 'Anna Keller' });
    expect(company).toHaveTextContent('Company');
    expect(company).toHaveTextContent('Kestrel AG');
    const personal = screen.getByRole('article', { name: 'Luc Roy' });
    expect(personal).toHaveTextContent('Personal');
    expect(personal).toHaveTextContent('Quebec, Canada');
  });

  it('a failed list says so; Try again loads it', async () => {
    let fail = true;
    stubAccountFetch({
      'GET /api/Addresses/getAddresses': () => (fail ? { status: 500, body: {} } : { body: ADDRESSES }),
      'GET /api/Countries/getCountries': { body: COUNTRIES },
    });
    renderWithSite(<AddressBook fields={{}} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error fetching address list');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Anna Keller' })).toBeInTheDocument();
  });

  it('deletes an address after confirmation, by its id', async () => {
    let list = ADDRESSES;
    const { requests } = stubAccountFetch({
      'GET /api/Addresses/getAddresses': () => ({ body: list }),
      'GET /api/Countries/getCountries': { body: COUNTRIES },
      'DELETE /api/Addresses/deleteAddress/a2': () => {
        list = list.filter((address) => address.id !== 'a2');
        return { body: true };
      },
    });
    renderWithSite(<AddressBook fields={{}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete address of Luc Roy' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete address?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Luc Roy' })).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE' && request.url.pathname === '/api/Addresses/deleteAddress/a2')).toBe(
      true,
    );
  });

  it('adds an address in the slide-over and shows it', async () => {
    let list: unknown[] = [];
    const { requests } = stubAccountFetch({
      'GET /api/Addresses/getAddresses': () => ({ body: list }),
      'GET /api/Countries/getCountries': { body: COUNTRIES },
      'POST /api/Addresses/createAddress': (request) => {
        const created = { ...base, id: 'a9', company: null, provinceCode: null, ...(request.body as object) };
        list = [created];
        return { body: created };
      },
    });
    renderWithSite(<AddressBook fields={{}} />);
    const user = userEvent.setup();
    expect(await screen.findByText('You have not saved any addresses yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    const panel = await screen.findByRole('dialog', { name: 'New address' });
    await user.type(within(panel).getByRole('textbox', { name: /^First name/ }), 'Mia');
    await user.type(within(panel).getByRole('textbox', { name: /^Last name/ }), 'Frei');
    await user.type(within(panel).getByRole('textbox', { name: /^Street and number/ }), 'Seeweg 2');
    await user.type(within(panel).getByRole('textbox', { name: /^Postal code/ }), '3000');
    await user.type(within(panel).getByRole('textbox', { name: /^City/ }), 'Bern');
    await user.click(within(panel).getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: 'Switzerland' }));
    await user.click(within(panel).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('article', { name: 'Mia Frei' })).toHaveTextContent('Personal');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      firstName: 'Mia',
      lastName: 'Frei',
      phone: '',
      address1: 'Seeweg 2',
      address2: '',
      zip: '3000',
      city: 'Bern',
      countryCode: 'CH',
      provinceCode: null,
    });
  });
});
