// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '@mbw/ui/testing';
import { stubAccountFetch } from '../testing/account-fetch';
import { MASKED_PASSWORD, MyProfile } from './my-profile';

const PROFILE = { email: 'anna.keller@example.com', customernumber: 'C-100234', displayname: 'Anna K.', firstname: 'Anna', industry: 'Automotive' };
const fields = {
  Title: { value: 'My profile' },
  AccountEditLink: { value: { href: '/contact', text: 'Edit' } },
  PersonalEditLink: { value: { href: '/contact', text: 'Edit' } },
  CompanyEditLink: { value: { href: '/contact', text: 'Edit' } },
};

describe('My profile (spec account §2)', () => {
  it('shows account, personal and company information, each with its edit link', async () => {
    stubAccountFetch({ 'GET /api/Profile/getProfile': { body: PROFILE } });
    renderWithSite(<MyProfile fields={fields} />);
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
    const { fetch } = stubAccountFetch({ 'GET /api/Profile/getProfile': { body: { ...PROFILE, customernumber: '' } } });
    renderWithSite(<MyProfile fields={fields} />);
    await screen.findByRole('heading', { name: 'My profile' });
    await expect.poll(() => fetch.mock.calls.length).toBe(1);
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Account information' })).not.toBeInTheDocument();
    expect(screen.queryByText('anna.keller@example.com')).not.toBeInTheDocument();
  });
});
