import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_KEYS, accountRequest } from './account-request';
import { subscriptionStatesSchema, type SubscriptionState } from './get-subscriptions';

export interface SubscriptionsUpdate {
  language: string;
  states: SubscriptionState[];
  /** The content item the update comes from (spec account §3: "The update also carries ContextItemId"). */
  contextItemId: string;
}

/** PUT /api/subscriptions/updatesubscriptions?sc_lang=: the states as stored. */
export async function updateSubscriptions({ language, states, contextItemId }: SubscriptionsUpdate): Promise<SubscriptionState[]> {
  const answer = await accountRequest('/api/subscriptions/updatesubscriptions', subscriptionStatesSchema, {
    method: 'PUT',
    query: { sc_lang: language },
    body: {
      SubscriptionStates: states.map(({ ContactListId, SubscriptionName, IsSubscribed }) => ({
        ContactListId,
        SubscriptionName,
        IsSubscribed,
      })),
      ContextItemId: contextItemId,
    },
  });
  return answer.SubscriptionStates;
}

export function useUpdateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSubscriptions,
    onSuccess: (stored, { language }) => {
      queryClient.setQueryData([ACCOUNT_KEYS.subscriptions, language], stored);
      return queryClient.invalidateQueries({ queryKey: [ACCOUNT_KEYS.subscriptions] });
    },
  });
}
