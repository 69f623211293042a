import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEYS } from './account-request';

/** A wishlist change: on success the lists are read again (spec shop §4: "otherwise the list is reloaded"). */
export function useWishlistMutation<TInput>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.wishlists] }),
  });
}
