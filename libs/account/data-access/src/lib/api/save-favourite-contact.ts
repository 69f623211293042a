import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** GET /api/FavouriteContact/saveFavouriteContact?contactId=: the customer's favourite is now this contact. */
export async function saveFavouriteContact(contactId: string): Promise<void> {
  await accountRequest('/api/FavouriteContact/saveFavouriteContact', v.unknown(), { query: { contactId }, as: 'none' });
}

export function useSaveFavouriteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFavouriteContact,
    onSuccess: (_result, contactId) => {
      queryClient.setQueryData([ACCOUNT_KEYS.favouriteContact], contactId);
      return queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.favouriteContact] });
    },
  });
}
