import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { addressSchema, type Address } from './get-addresses';

/** The account API refuses longer strings (CONTRACT.md "Common rules"). */
export const ADDRESS_FIELD_MAX = 200;

/**
 * Why a field of the address form is refused. The form shows the translated text for each code;
 * the first two stand for the CMS's message keys 'First name required validation message' and
 * 'Company name required validation message' (spec account §5).
 */
export type AddressFieldIssue =
  | 'first-name-required'
  | 'last-name-required'
  | 'company-required'
  | 'address1-required'
  | 'zip-required'
  | 'city-required'
  | 'country-required'
  | 'too-long';

const text = (required?: AddressFieldIssue) =>
  required
    ? v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(ADDRESS_FIELD_MAX, 'too-long'))
    : v.pipe(v.string(), v.trim(), v.maxLength(ADDRESS_FIELD_MAX, 'too-long'));

/**
 * The address form (spec account §5), shared by the create/edit form and its tests: company is
 * required only with the business-address toggle; the province is optional (the form offers it
 * only for countries with provinces).
 */
export const addressFormSchema = v.pipe(
  v.object({
    id: v.optional(v.string()),
    isBusiness: v.boolean(),
    company: text(),
    firstName: text('first-name-required'),
    lastName: text('last-name-required'),
    phone: text(),
    address1: text('address1-required'),
    address2: text(),
    zip: text('zip-required'),
    city: text('city-required'),
    countryCode: v.pipe(v.string(), v.nonEmpty('country-required')),
    provinceCode: v.string(),
  }),
  v.forward(
    v.partialCheck([['isBusiness'], ['company']], (input) => !input.isBusiness || input.company.trim() !== '', 'company-required'),
    ['company'],
  ),
);

export type AddressFormInput = v.InferInput<typeof addressFormSchema>;
export type AddressFormValues = v.InferOutput<typeof addressFormSchema>;

/** AddressInput of CONTRACT.md: what create and update send. */
export interface AddressInput {
  id?: string;
  firstName: string;
  lastName: string;
  phone: string;
  company?: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  countryCode: string;
  provinceCode: string | null;
}

/** What the form sends (spec account §5): the company only with the business toggle, the id only on edit. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  return {
    ...(values.id ? { id: values.id } : {}),
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    ...(values.isBusiness ? { company: values.company } : {}),
    address1: values.address1,
    address2: values.address2,
    zip: values.zip,
    city: values.city,
    countryCode: values.countryCode,
    provinceCode: values.provinceCode || null,
  };
}

/** The form's starting values: empty for a new address, the address's own for an edit. */
export function addressFormDefaults(address?: Address, countryCode = ''): AddressFormInput {
  return {
    id: address?.id,
    isBusiness: !!address?.company,
    company: address?.company ?? '',
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    phone: address?.phone ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    countryCode: address?.countryCode ?? countryCode,
    provinceCode: address?.provinceCode ?? '',
  };
}

/** POST /api/Addresses/createAddress (no id): the stored address with its new id. */
export function createAddress(input: AddressInput): Promise<Address> {
  const { id: _id, ...body } = input;
  return accountRequest('/api/Addresses/createAddress', addressSchema, { method: 'POST', body });
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.addresses] }),
  });
}
