import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec account §3 "Address", as the account API sends it (CONTRACT.md). */
export const addressSchema = v.looseObject({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  phone: v.nullish(v.string(), ''),
  company: v.nullish(v.string(), null),
  address1: v.string(),
  address2: v.nullish(v.string(), ''),
  zip: v.string(),
  city: v.string(),
  countryCode: v.string(),
  provinceCode: v.nullish(v.string(), null),
  isDefault: v.optional(v.boolean(), false),
  lastModifiedUtc: v.optional(v.string(), ''),
});

export type Address = v.InferOutput<typeof addressSchema>;

/** GET /api/Addresses/getAddresses: the customer's address book. */
export function fetchAddresses(options: { signal?: AbortSignal } = {}): Promise<Address[]> {
  return accountRequest('/api/Addresses/getAddresses', v.array(addressSchema), { signal: options.signal });
}

export function addressesQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.addresses], queryFn: ({ signal }) => fetchAddresses({ signal }), retry: false });
}

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
