// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { stubAccountFetch } from '../testing/account-fetch';
import { AccountViewerProvider } from '../viewer/account-viewer';
import { MyNewsletters } from './my-newsletters';

const viewer = { signedIn: true, lastName: 'Keller', email: 'anna.keller@example.com' };

const STATES = [
  { ContactListId: 'list-products', SubscriptionName: 'Product news', IsSubscribed: true },
  { ContactListId: 'list-events', SubscriptionName: 'Events', IsSubscribed: false },
];

function stub(update: { status?: number } = {}) {
  let stored = STATES;
  return stubAccountFetch({
    'GET /api/subscriptions/getsubscriptions': () => ({ body: { SubscriptionStates: stored } }),
    'POST /sitecore/api/graph/edge': {
      body: {
        data: {
          customerProfile: { email: 'anna.keller@example.com', customernumber: '100', displayname: 'A', firstname: 'Anna', industry: '' },
        },
      },
    },
    'PUT /api/subscriptions/updatesubscriptions': (request) =>
      update.status
        ? { status: update.status, body: { message: 'down' } }
        : { body: { SubscriptionStates: (stored = (request.body as { SubscriptionStates: typeof STATES }).SubscriptionStates) } },
  });
}

const fields = { Title: { value: 'My newsletters' }, Text: { value: 'Choose the newsletters we send to {email}.' } };

const renderNewsletters = (options: Parameters<typeof renderWithSite>[1] = {}) =>
  renderWithSite(
    <AccountViewerProvider value={viewer}>
      <MyNewsletters fields={fields} contextItemId="{DS-1}" />
    </AccountViewerProvider>,
    options,
  );

describe('My Newsletters (spec account §2, §4, §7)', () => {
  it('shows the e-mail and one checkbox per newsletter; Save sends every state and the context item, then announces it', async () => {
    const { requests } = stub();
    renderNewsletters({ site: { language: 'de-CH' } });
    expect(await screen.findByText('Choose the newsletters we send to anna.keller@example.com.')).toBeInTheDocument();
    const events = await screen.findByRole('checkbox', { name: 'Events' });
    expect(screen.getByRole('checkbox', { name: 'Product news' })).toBeChecked();
    expect(events).not.toBeChecked();
    expect(requests.find((request) => request.url.pathname.endsWith('getsubscriptions'))?.url.searchParams.get('sc_lang')).toBe('de');
    // {email} from the profile, read through content GraphQL (spec account §7), not the account API.
    expect(requests.find((request) => request.url.pathname === '/sitecore/api/graph/edge')?.body).toMatchObject({
      operationName: 'CustomerProfile',
      variables: { id: 'anna.keller@example.com', language: 'de' },
    });

    const user = userEvent.setup();
    await user.click(events);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Your newsletter settings have been saved.'));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url.searchParams.get('sc_lang')).toBe('de');
    expect(put?.body).toEqual({
      SubscriptionStates: [
        { ContactListId: 'list-products', SubscriptionName: 'Product news', IsSubscribed: true },
        { ContactListId: 'list-events', SubscriptionName: 'Events', IsSubscribed: true },
      ],
      ContextItemId: '{DS-1}',
    });
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();

    // A new change hides the saved message until it is saved too.
    await user.click(screen.getByRole('checkbox', { name: 'Product news' }));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a failed save says so and keeps the choice', async () => {
    stub({ status: 500 });
    renderNewsletters();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Events' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('checkbox', { name: 'Events' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
