import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { accountRequest } from './account-request';

/** POST /api/Wishlist/shareWishlist?listName= (not in the spec; CONTRACT.md): the list's share token. */
export async function shareWishlist(listName: string): Promise<string> {
  const answer = await accountRequest(
    '/api/Wishlist/shareWishlist',
    v.looseObject({ token: v.pipe(v.string(), v.regex(/^[\w-]{16,128}$/)) }),
    {
      method: 'POST',
      query: { listName },
    },
  );
  return answer.token;
}

export const useShareWishlist = () => useMutation({ mutationFn: shareWishlist });
