import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ACCOUNT_KEYS, accountRequest } from './account-request';

/** Spec account §3 "Newsletter subscription". */
export const subscriptionStatesSchema = v.looseObject({
  SubscriptionStates: v.array(v.looseObject({ ContactListId: v.string(), SubscriptionName: v.string(), IsSubscribed: v.boolean() })),
});

export type SubscriptionState = v.InferOutput<typeof subscriptionStatesSchema>['SubscriptionStates'][number];

/** GET /api/subscriptions/getsubscriptions?sc_lang=: the customer's newsletters, named in the language. */
export async function fetchSubscriptions(language: string, options: { signal?: AbortSignal } = {}): Promise<SubscriptionState[]> {
  const answer = await accountRequest('/api/subscriptions/getsubscriptions', subscriptionStatesSchema, {
    query: { sc_lang: language },
    signal: options.signal,
  });
  return answer.SubscriptionStates;
}

export function subscriptionsQueryOptions(language: string) {
  return queryOptions({
    queryKey: [ACCOUNT_KEYS.subscriptions, language],
    queryFn: ({ signal }) => fetchSubscriptions(language, { signal }),
  });
}

export function useSubscriptions(language: string) {
  return useQuery(subscriptionsQueryOptions(language));
}
