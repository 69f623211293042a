// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { stubAccountFetch, type SeenRequest } from '../testing/account-fetch';
import { FavouriteContact, sitecoreItemId } from './favourite-contact';

const field = (value: string) => ({ value });
const contact = (n: number, companyName: string, city: string) => ({
  id: `6f1d2c3a00004000800000000000000${n}`,
  companyName: field(companyName),
  street: field('Hafenstraße'),
  streetNumber: field('4a'),
  streetAddendum: field('Gebäude C'),
  zipCode: field('20457'),
  city: field(city),
  country: field('Germany'),
  phone: field('+49 40 555 02 00'),
});
const CONTACTS = [contact(1, 'Kestrel Schweiz AG', 'Luzern'), contact(2, 'Kestrel Deutschland GmbH', 'Hamburg')];

/** The account API and content GraphQL as one stand-in: the favourite id is kept between calls. */
function stub(initial: string) {
  let favourite = initial;
  const graph = (request: SeenRequest) => {
    const { operationName, variables } = request.body as { operationName: string; variables: { id?: string } };
    if (operationName === 'ContactList') return { body: { data: { item: { children: { results: CONTACTS } } } } };
    const plain = variables.id?.replace(/[{}-]/g, '').toLowerCase();
    return { body: { data: { item: CONTACTS.find((entry) => entry.id === plain) ?? null } } };
  };
  return stubAccountFetch({
    'GET /api/FavouriteContact/getFavouriteContact': () => ({ text: favourite }),
    'GET /api/FavouriteContact/saveFavouriteContact': (request) => {
      favourite = request.url.searchParams.get('contactId') ?? '';
      return { body: true };
    },
    'GET /api/FavouriteContact/deleteFavouriteContact': () => {
      favourite = '';
      return { body: true };
    },
    'POST /sitecore/api/graph/edge': graph,
  });
}

const fields = {
  Title: field('Your contact'),
  Text: field('Choose the sales or service point you work with most.'),
  ContactsFolder: field('{6F1D2C3A-0000-4000-8000-000000000000}'),
};

describe('favourite contact (spec account §2, §4)', () => {
  it('without a favourite offers the choice; choosing saves the id and shows the details', async () => {
    const { requests } = stub('');
    renderWithSite(<FavouriteContact fields={fields} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose your contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your contact' });
    await user.click(await within(dialog).findByRole('radio', { name: /Kestrel Deutschland GmbH/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const save = requests.find((request) => request.url.pathname.endsWith('saveFavouriteContact'));
    expect(save?.url.searchParams.get('contactId')).toBe('{6F1D2C3A-0000-4000-8000-000000000002}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change contact' })).toHaveFocus());
    const address = await screen.findByText('Kestrel Deutschland GmbH');
    expect(address.closest('address')).toHaveTextContent('Hafenstraße 4aGebäude C20457 HamburgGermanyPhone: +49 40 555 02 00');
  });

  it('with a favourite shows its details; remove returns to the choose button', async () => {
    const { requests } = stub('{6F1D2C3A-0000-4000-8000-000000000001}');
    renderWithSite(<FavouriteContact fields={fields} />);
    expect(await screen.findByText('Kestrel Schweiz AG')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove contact' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose your contact' })).toHaveFocus());
    expect(screen.queryByText('Kestrel Schweiz AG')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url.pathname.endsWith('deleteFavouriteContact'))?.url.searchParams.get('contactId')).toBe(
      '{6F1D2C3A-0000-4000-8000-000000000001}',
    );
  });

  it('change opens the chooser with the current contact selected', async () => {
    stub('{6F1D2C3A-0000-4000-8000-000000000001}');
    renderWithSite(<FavouriteContact fields={fields} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your contact' });
    expect(await within(dialog).findByRole('radio', { name: /Kestrel Schweiz AG/ })).toBeChecked();
  });

  it('a favourite the content no longer has asks for a new choice', async () => {
    stub('{6F1D2C3A-0000-4000-8000-000000000009}');
    renderWithSite(<FavouriteContact fields={fields} />);
    expect(await screen.findByText('Your contact is no longer available. Please choose another one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose your contact' })).toBeInTheDocument();
  });

  it('a failing account API says so with Try again', async () => {
    stubAccountFetch({ 'GET /api/FavouriteContact/getFavouriteContact': { status: 500, body: {} } });
    renderWithSite(<FavouriteContact fields={fields} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('writes ids the way the account API keeps them', () => {
    expect(sitecoreItemId('6f1d2c3a-0000-4000-8000-000000000002')).toBe('{6F1D2C3A-0000-4000-8000-000000000002}');
    expect(sitecoreItemId('6f1d2c3a00004000800000000000000b')).toBe('{6F1D2C3A-0000-4000-8000-00000000000B}');
  });
});
