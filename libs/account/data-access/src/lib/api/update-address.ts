import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import type { AddressInput } from './create-address';
import { addressSchema, type Address } from './get-addresses';

/** PUT /api/Addresses/updateAddress: the address fields plus its id (404 for an unknown id). */
export function updateAddress(input: AddressInput & { id: string }): Promise<Address> {
  return accountRequest('/api/Addresses/updateAddress', addressSchema, { method: 'PUT', body: input });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.addresses] }),
  });
}
