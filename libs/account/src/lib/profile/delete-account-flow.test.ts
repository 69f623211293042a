import { describe, expect, it } from 'vitest';
import { DELETE_ACCOUNT_IDLE, deleteAccountReducer, type DeleteAccountEvent, type DeleteAccountState } from './delete-account-flow';

const run = (events: DeleteAccountEvent[], from: DeleteAccountState = DELETE_ACCOUNT_IDLE) => events.reduce(deleteAccountReducer, from);

describe('delete-account flow (spec account §4)', () => {
  it('delete opens the approval dialog; cancel closes it', () => {
    expect(run([{ type: 'request' }])).toEqual({ step: 'approval' });
    expect(run([{ type: 'request' }, { type: 'cancel' }])).toEqual({ step: 'idle' });
    expect(run([{ type: 'request' }, { type: 'close' }])).toEqual({ step: 'idle' });
  });

  it('confirm sends the request (deleting) once: a second confirm changes nothing', () => {
    expect(run([{ type: 'request' }, { type: 'confirm' }])).toEqual({ step: 'deleting' });
    expect(run([{ type: 'request' }, { type: 'confirm' }, { type: 'confirm' }])).toEqual({ step: 'deleting' });
  });

  it('a 2xx answer shows success; its confirm and its close both leave', () => {
    const deleted = run([{ type: 'request' }, { type: 'confirm' }, { type: 'answered', outcome: { kind: 'deleted' } }]);
    expect(deleted).toEqual({ step: 'deleted' });
    expect(deleteAccountReducer(deleted, { type: 'confirm' })).toEqual({ step: 'leaving' });
    expect(deleteAccountReducer(deleted, { type: 'close' })).toEqual({ step: 'leaving' });
    expect(deleteAccountReducer({ step: 'leaving' }, { type: 'request' })).toEqual({ step: 'leaving' });
  });

  it('a 409 shows the conflict dialog; close returns to idle', () => {
    const conflict = run([{ type: 'request' }, { type: 'confirm' }, { type: 'answered', outcome: { kind: 'conflict' } }]);
    expect(conflict).toEqual({ step: 'conflict' });
    expect(deleteAccountReducer(conflict, { type: 'close' })).toEqual({ step: 'idle' });
  });

  it('any other status or a network failure (500) shows the error dialog; close returns to idle', () => {
    const failed = run([{ type: 'request' }, { type: 'confirm' }, { type: 'answered', outcome: { kind: 'failed', status: 500 } }]);
    expect(failed).toEqual({ step: 'failed', status: 500 });
    expect(deleteAccountReducer(failed, { type: 'close' })).toEqual({ step: 'idle' });
    expect(deleteAccountReducer(failed, { type: 'cancel' })).toEqual({ step: 'idle' });
  });

  it('events that do not apply leave the state as it is', () => {
    expect(run([{ type: 'confirm' }])).toEqual({ step: 'idle' });
    expect(run([{ type: 'answered', outcome: { kind: 'deleted' } }])).toEqual({ step: 'idle' });
    expect(run([{ type: 'request' }, { type: 'answered', outcome: { kind: 'deleted' } }])).toEqual({ step: 'approval' });
    expect(run([{ type: 'request' }, { type: 'confirm' }, { type: 'cancel' }])).toEqual({ step: 'deleting' });
    expect(deleteAccountReducer({ step: 'deleted' }, { type: 'request' })).toEqual({ step: 'deleted' });
    expect(deleteAccountReducer({ step: 'conflict' }, { type: 'confirm' })).toEqual({ step: 'conflict' });
  });
});
