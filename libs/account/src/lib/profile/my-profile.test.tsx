// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { stubAccountFetch } from '../testing/account-fetch';
import { AccountViewerProvider } from '../viewer/account-viewer';
import { MASKED_PASSWORD, MyProfile } from './my-profile';

const EMAIL = 'anna.keller@example.com';
const signedIn = (ui: ReactNode) => (
  <AccountViewerProvider value={{ signedIn: true, lastName: 'Keller', email: EMAIL }}>{ui}</AccountViewerProvider>
);
/** Content GraphQL (the site's /sitecore/api/graph/edge proxy) answering CustomerProfile. */
const contentGraphql = (customerProfile: unknown) => ({ 'POST /sitecore/api/graph/edge': { body: { data: { customerProfile } } } });

const PROFILE = { email: EMAIL, customernumber: 'C-100234', displayname: 'Anna K.', firstname: 'Anna', industry: 'Automotive' };
const fields = {
  Title: { value: 'My profile' },
  AccountEditLink: { value: { href: '/contact', text: 'Edit' } },
  PersonalEditLink: { value: { href: '/contact', text: 'Edit' } },
  CompanyEditLink: { value: { href: '/contact', text: 'Edit' } },
};

describe('My profile (spec account §2)', () => {
  it('shows account, personal and company information, each with its edit link', async () => {
    stubAccountFetch(contentGraphql(PROFILE));
    renderWithSite(signedIn(<MyProfile fields={fields} />));
    const account = await screen.findByRole('region', { name: 'Account information' });
    expect(account).toHaveTextContent('anna.keller@example.com');
    expect(account).toHaveTextContent(MASKED_PASSWORD);
    expect(within(account).getByRole('button', { name: 'Delete account' })).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Edit account information' })).toHaveAttribute('href', '/en/contact');
    const personal = screen.getByRole('region', { name: 'Personal information' });
    for (const value of ['Anna', 'C-100234', 'Anna K.']) expect(personal).toHaveTextContent(value);
    expect(screen.getByRole('region', { name: 'Company information' })).toHaveTextContent('Automotive');
  });

  it('renders an empty shell when required data is missing', async () => {
    const { fetch } = stubAccountFetch(contentGraphql({ ...PROFILE, customernumber: '' }));
    renderWithSite(signedIn(<MyProfile fields={fields} />));
    await screen.findByRole('heading', { name: 'My profile' });
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Account information' })).not.toBeInTheDocument();
    expect(screen.queryByText('anna.keller@example.com')).not.toBeInTheDocument();
  });

  it('spec account §7: reads the profile from content GraphQL (operation CustomerProfile, variable id = the user name, the page language), no account API call', async () => {
    const { requests } = stubAccountFetch(contentGraphql(PROFILE));
    renderWithSite(signedIn(<MyProfile fields={fields} />), { site: { language: 'fr-CH' } });
    await screen.findByRole('region', { name: 'Account information' });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(`${request?.method} ${request?.url.pathname}`).toBe('POST /sitecore/api/graph/edge');
    expect(request?.body).toMatchObject({ operationName: 'CustomerProfile', variables: { id: EMAIL, language: 'fr' } });
    expect((request?.body as { query: string }).query).toMatch(/customerProfile\(id: \$id, language: \$language\)/);
  });

  it('a profile the content system does not have is the empty shell; a failing read shows Something went wrong', async () => {
    stubAccountFetch(contentGraphql(null));
    const { unmount } = renderWithSite(signedIn(<MyProfile fields={fields} />));
    await screen.findByRole('heading', { name: 'My profile' });
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Account information' })).not.toBeInTheDocument();
    unmount();
    stubAccountFetch({ 'POST /sitecore/api/graph/edge': { status: 404, body: {} } });
    renderWithSite(signedIn(<MyProfile fields={fields} />));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('spec account §4: a 409 offers Request deletion with the link of the content (the datasource), not of the answer', async () => {
    stubAccountFetch(contentGraphql(PROFILE));
    const withLink = { ...fields, DeletionRequestLink: { value: { href: 'https://service.example/deletion', text: 'Request deletion' } } };
    renderWithSite(signedIn(<MyProfile fields={withLink} deleteAccount={async () => ({ kind: 'conflict' })} />));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete your account?' })).getByRole('button', {
        name: 'Yes, delete my account',
      }),
    );
    const conflict = await screen.findByRole('alertdialog', { name: 'Your account cannot be deleted' });
    expect(within(conflict).getByRole('link', { name: 'Request deletion' })).toHaveAttribute('href', 'https://service.example/deletion');
  });
});
