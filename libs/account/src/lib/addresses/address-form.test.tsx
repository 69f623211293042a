// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountCallError, type Address, type AddressInput, type Countries } from '@mbw/account-data-access';
import { renderWithSite } from '@mbw/ui/testing';
import { AddressForm } from './address-form';

const countries: Countries = {
  countries: [
    { value: 'CH', label: 'Switzerland' },
    { value: 'CA', label: 'Canada' },
    { value: 'US', label: 'United States' },
  ],
  provinces: [
    { CountryCode: 'CA', ProvinceCode: 'QC', Name: 'Quebec' },
    { CountryCode: 'CA', ProvinceCode: 'ON', Name: 'Ontario' },
    { CountryCode: 'US', ProvinceCode: 'NY', Name: 'New York' },
  ],
};

const stored: Address = {
  id: 'addr-7',
  firstName: 'Anna',
  lastName: 'Keller',
  phone: '',
  company: null,
  address1: 'Bahnhofstrasse 1',
  address2: '',
  zip: '8001',
  city: 'Zürich',
  countryCode: 'CH',
  provinceCode: null,
  isDefault: false,
  lastModifiedUtc: '2026-01-01T00:00:00Z',
};

function renderForm(options: { address?: Address; onSubmit?: (input: AddressInput) => Promise<unknown> } = {}) {
  const onSubmit = vi.fn(options.onSubmit ?? (async () => undefined));
  renderWithSite(<AddressForm countries={countries} address={options.address} onSubmit={onSubmit} onCancel={() => undefined} />);
  return { onSubmit, user: userEvent.setup() };
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: string, field = /Country/) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: label }));
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Keller');
  await user.type(screen.getByRole('textbox', { name: /^Street and number/ }), 'Bahnhofstrasse 1');
  await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '8001');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Zürich');
  await chooseCountry(user, 'Switzerland');
}

describe('address form (spec account §5)', () => {
  it('shows each missing field’s message beside it, announces them together and focuses the first', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const alert = await screen.findByRole('alert');
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter the street and number.',
      'Please enter the postal code.',
      'Please enter the city.',
      'Please choose a country.',
    ]) {
      expect(within(alert).getByText(message)).toBeInTheDocument();
    }
    const firstName = screen.getByRole('textbox', { name: /^First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter your first name.');
    expect(firstName).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the company only with the business toggle', async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByRole('textbox', { name: /^Company/ })).not.toBeInTheDocument();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'This is a business address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the company name for a business address.');
    expect(screen.getByRole('textbox', { name: /^Company/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Kestrel AG');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ company: 'Kestrel AG', firstName: 'Anna', countryCode: 'CH' });
  });

  it('sends no company when the toggle is off, even after one was typed; no id for a new address', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    const toggle = screen.getByRole('checkbox', { name: 'This is a business address' });
    await user.click(toggle);
    await user.type(screen.getByRole('textbox', { name: /^Company/ }), 'Kestrel AG');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const input = onSubmit.mock.calls[0]![0];
    expect(input).not.toHaveProperty('company');
    expect(input).not.toHaveProperty('id');
    expect(input).toMatchObject({
      firstName: 'Anna',
      lastName: 'Keller',
      address1: 'Bahnhofstrasse 1',
      zip: '8001',
      city: 'Zürich',
      countryCode: 'CH',
      provinceCode: null,
    });
  });

  it('offers a province only for countries with provinces and resets it when the country changes', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    expect(screen.queryByRole('button', { name: /Province/ })).not.toBeInTheDocument();
    await chooseCountry(user, 'Canada');
    await chooseCountry(user, 'Quebec', /Province/);
    expect(screen.getByRole('button', { name: /Province/ })).toHaveTextContent('Quebec');
    await chooseCountry(user, 'United States');
    expect(screen.getByRole('button', { name: /Province/ })).toHaveTextContent('Choose a province');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ countryCode: 'US', provinceCode: null });
  });

  it('keeps the chosen province of a country with provinces', async () => {
    const { onSubmit, user } = renderForm();
    await fillRequired(user);
    await chooseCountry(user, 'Canada');
    await chooseCountry(user, 'Ontario', /Province/);
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ countryCode: 'CA', provinceCode: 'ON' });
  });

  it('edits an address: starts from its values and sends its id', async () => {
    const { onSubmit, user } = renderForm({ address: stored });
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Zürich');
    await user.clear(screen.getByRole('textbox', { name: /^City/ }));
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Bern');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ id: 'addr-7', city: 'Bern', countryCode: 'CH' });
  });

  it('shows the API’s 400 field errors beside the fields, and other failures as one message, losing no input', async () => {
    const { user } = renderForm({
      address: stored,
      onSubmit: async () => {
        throw new AccountCallError('PUT', '/api/Addresses/updateAddress', 400, {
          message: 'Invalid address',
          errors: { zip: 'Invalid postal code' },
        });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const zip = screen.getByRole('textbox', { name: /^Postal code/ });
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveAccessibleDescription('Please check this entry.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check this entry.');
    expect(zip).toHaveValue('8001');
  });

  it('a failure without field errors says something went wrong', async () => {
    const { user } = renderForm({
      address: stored,
      onSubmit: async () => {
        throw new AccountCallError('PUT', '/api/Addresses/updateAddress', 500, undefined);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
