import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import type { Address } from './get-addresses';

/** DELETE /api/Addresses/deleteAddress/{id}. */
export async function deleteAddress(id: string): Promise<void> {
  await accountRequest(`/api/Addresses/deleteAddress/${encodeURIComponent(id)}`, v.unknown(), { method: 'DELETE', as: 'none' });
}

/** Deleting removes the address by id (spec account §4) at once, then the list is read again. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Address[]>([ACCOUNT_KEYS.addresses], (list) => list?.filter((address) => address.id !== id));
      return queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.addresses] });
    },
  });
}
