import type { DeleteAccountOutcome } from '@mbw/account-data-access';

/**
 * The delete-account dialog flow (spec account §4) as a state machine:
 * idle → (delete) approval → (cancel) idle
 *                          → (confirm) deleting → 2xx: deleted → (confirm or close) signed out
 *                                               → 409: conflict → (close) idle
 *                                               → other status / network failure: failed → (close) idle
 * Events that do not apply to the current state leave it as it is (a double click sends one DELETE).
 */
export type DeleteAccountState =
  | { step: 'idle' }
  | { step: 'approval' }
  | { step: 'deleting' }
  | { step: 'deleted' }
  | { step: 'conflict' }
  | { step: 'failed'; status: number }
  | { step: 'leaving' };

export type DeleteAccountEvent =
  { type: 'request' } | { type: 'cancel' } | { type: 'confirm' } | { type: 'answered'; outcome: DeleteAccountOutcome } | { type: 'close' };

export const DELETE_ACCOUNT_IDLE: DeleteAccountState = { step: 'idle' };

export function deleteAccountReducer(state: DeleteAccountState, event: DeleteAccountEvent): DeleteAccountState {
  switch (state.step) {
    case 'idle':
      return event.type === 'request' ? { step: 'approval' } : state;
    case 'approval':
      if (event.type === 'cancel' || event.type === 'close') return DELETE_ACCOUNT_IDLE;
      return event.type === 'confirm' ? { step: 'deleting' } : state;
    case 'deleting':
      if (event.type !== 'answered') return state;
      if (event.outcome.kind === 'deleted') return { step: 'deleted' };
      if (event.outcome.kind === 'conflict') return { step: 'conflict' };
      return { step: 'failed', status: event.outcome.status };
    case 'deleted':
      // Confirm and close both end here: the account is gone, so is the session.
      return event.type === 'confirm' || event.type === 'close' ? { step: 'leaving' } : state;
    case 'conflict':
    case 'failed':
      return event.type === 'close' || event.type === 'cancel' ? DELETE_ACCOUNT_IDLE : state;
    case 'leaving':
      return state;
  }
}
