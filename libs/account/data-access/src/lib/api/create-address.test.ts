import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressFormDefaults, addressFormSchema, toAddressInput, type AddressFormInput } from './create-address';

const valid: AddressFormInput = {
  isBusiness: false,
  company: '',
  firstName: 'Anna',
  lastName: 'Keller',
  phone: '',
  address1: 'Bahnhofstrasse 1',
  address2: '',
  zip: '8001',
  city: 'Zürich',
  countryCode: 'CH',
  provinceCode: '',
};

/** Field → the issue code the schema gives it. */
function issues(input: AddressFormInput): Record<string, string> {
  const result = v.safeParse(addressFormSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [issue.path?.map((item) => String(item.key)).join('.') ?? '', issue.message]));
}

describe('address form schema (spec account §5)', () => {
  it('accepts a personal address with only the required fields', () => {
    expect(issues(valid)).toEqual({});
  });

  it.each([
    ['firstName', 'first-name-required'],
    ['lastName', 'last-name-required'],
    ['address1', 'address1-required'],
    ['zip', 'zip-required'],
    ['city', 'city-required'],
    ['countryCode', 'country-required'],
  ] as const)('%s is required (%s)', (field, code) => {
    expect(issues({ ...valid, [field]: '' })).toEqual({ [field]: code });
  });

  it('a required field of spaces only is empty', () => {
    expect(issues({ ...valid, firstName: '   ' })).toEqual({ firstName: 'first-name-required' });
  });

  it('phone, address line 2 and province are optional', () => {
    expect(issues({ ...valid, phone: '', address2: '', provinceCode: '' })).toEqual({});
  });

  it('the company is required only with the business toggle on', () => {
    expect(issues({ ...valid, isBusiness: false, company: '' })).toEqual({});
    expect(issues({ ...valid, isBusiness: true, company: '' })).toEqual({ company: 'company-required' });
    expect(issues({ ...valid, isBusiness: true, company: ' ' })).toEqual({ company: 'company-required' });
    expect(issues({ ...valid, isBusiness: true, company: 'Kestrel AG' })).toEqual({});
  });

  it('refuses a company message together with other missing fields', () => {
    expect(issues({ ...valid, isBusiness: true, company: '', firstName: '' })).toEqual({
      firstName: 'first-name-required',
      company: 'company-required',
    });
  });

  it('refuses values longer than the API keeps (200 characters)', () => {
    expect(issues({ ...valid, city: 'x'.repeat(201) })).toEqual({ city: 'too-long' });
    expect(issues({ ...valid, city: 'x'.repeat(200) })).toEqual({});
  });

  it('trims what it keeps', () => {
    const parsed = v.parse(addressFormSchema, { ...valid, firstName: '  Anna ' });
    expect(parsed.firstName).toBe('Anna');
  });
});

describe('toAddressInput: what create and update send (spec account §5)', () => {
  it('sends the company only with the business toggle', () => {
    const personal = toAddressInput(v.parse(addressFormSchema, { ...valid, company: 'Left over' }));
    expect(personal).not.toHaveProperty('company');
    const business = toAddressInput(v.parse(addressFormSchema, { ...valid, isBusiness: true, company: 'Kestrel AG' }));
    expect(business.company).toBe('Kestrel AG');
  });

  it('sends the id on edit only, and no province as null', () => {
    expect(toAddressInput(v.parse(addressFormSchema, valid))).not.toHaveProperty('id');
    const edit = toAddressInput(v.parse(addressFormSchema, { ...valid, id: 'a-1', provinceCode: '' }));
    expect(edit.id).toBe('a-1');
    expect(edit.provinceCode).toBeNull();
  });

  it('starts an edit from the address, with the toggle on for a company address', () => {
    const defaults = addressFormDefaults({
      id: 'a-2',
      firstName: 'Li',
      lastName: 'Wu',
      phone: '',
      company: 'Kestrel AG',
      address1: 'Main 1',
      address2: '',
      zip: '1000',
      city: 'Bern',
      countryCode: 'CH',
      provinceCode: 'BE',
      isDefault: false,
      lastModifiedUtc: '',
    });
    expect(defaults).toMatchObject({ id: 'a-2', isBusiness: true, company: 'Kestrel AG', provinceCode: 'BE' });
    expect(addressFormDefaults(undefined, 'DE')).toMatchObject({ id: undefined, isBusiness: false, countryCode: 'DE' });
  });
});
