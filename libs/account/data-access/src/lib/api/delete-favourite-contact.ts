import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** GET /api/FavouriteContact/deleteFavouriteContact?contactId=: no favourite any more (the id becomes empty). */
export async function deleteFavouriteContact(contactId: string): Promise<void> {
  await accountRequest('/api/FavouriteContact/deleteFavouriteContact', v.unknown(), { query: { contactId }, as: 'none' });
}

export function useDeleteFavouriteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFavouriteContact,
    onSuccess: () => {
      queryClient.setQueryData([ACCOUNT_KEYS.favouriteContact], '');
      return queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.favouriteContact] });
    },
  });
}
