import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** GET /api/FavouriteContact/getFavouriteContact: the contact item id as text, '' when none is chosen. */
export async function fetchFavouriteContactId(options: { signal?: AbortSignal } = {}): Promise<string> {
  const id = await accountRequest('/api/FavouriteContact/getFavouriteContact', v.string(), { as: 'text', signal: options.signal });
  // Some hosts send a JSON string ("…"); either way the id is the text inside.
  return id.trim().replace(/^"(.*)"$/, '$1');
}

export function favouriteContactIdQueryOptions() {
  return queryOptions({ queryKey: [ACCOUNT_KEYS.favouriteContact], queryFn: ({ signal }) => fetchFavouriteContactId({ signal }) });
}

/** `enabled`: false for a visitor who is not signed in (the account API would only refuse). */
export function useFavouriteContactId(enabled = true) {
  return useQuery({ ...favouriteContactIdQueryOptions(), enabled });
}
