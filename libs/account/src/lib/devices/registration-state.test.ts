import { describe, expect, it } from 'vitest';
import { device } from './device-fixtures';
import { INITIAL_REGISTRATION, registrationReducer, type RegistrationAction, type RegistrationState } from './registration-state';

const first = device({ serialNumber: '1111111111' });
const second = device({ serialNumber: '2222222222' });
const run = (...actions: RegistrationAction[]) => actions.reduce<RegistrationState>(registrationReducer, INITIAL_REGISTRATION);

describe('registrationReducer (spec account §4)', () => {
  it('added: a checked device joins the pending list and clears a previous failure', () => {
    const state = run({ type: 'failed', code: 418 }, { type: 'added', device: first });
    expect(state.pending).toEqual([first]);
    expect(state.errorCode).toBeNull();
  });

  it('added twice: the duplicate is refused with the already-added notice', () => {
    const state = run({ type: 'added', device: first }, { type: 'added', device: { ...first, inventoryNumber: 'other' } });
    expect(state.pending).toHaveLength(1);
    expect(state.duplicate).toBe(true);
  });

  it('duplicate: the already-added notice, without asking the server', () => {
    const state = run({ type: 'added', device: first }, { type: 'failed', code: 404 }, { type: 'duplicate' });
    expect(state).toMatchObject({ duplicate: true, errorCode: null, pending: [first] });
  });

  it('removed: the device leaves the list; an empty review goes back to adding', () => {
    expect(run({ type: 'added', device: first }, { type: 'added', device: second }, { type: 'removed', device: first }).pending).toEqual([
      second,
    ]);
    const state = run({ type: 'added', device: first }, { type: 'confirm' }, { type: 'removed', device: first });
    expect(state.step).toBe('add');
  });

  it('failed: the status code is kept (spec §8)', () => {
    expect(run({ type: 'failed', code: 419 }).errorCode).toBe(419);
  });

  it('dismissed: the message goes, the list stays', () => {
    const state = run({ type: 'added', device: first }, { type: 'failed', code: 500 }, { type: 'dismissed' });
    expect(state.errorCode).toBeNull();
    expect(state.pending).toEqual([first]);
  });

  it('confirm: to the review step, only with pending devices', () => {
    expect(run({ type: 'confirm' }).step).toBe('add');
    expect(run({ type: 'added', device: first }, { type: 'confirm' }).step).toBe('review');
  });

  it('add-more: back to step one, the list kept', () => {
    const state = run({ type: 'added', device: first }, { type: 'confirm' }, { type: 'add-more' });
    expect(state.step).toBe('add');
    expect(state.pending).toEqual([first]);
  });

  it('registered: the list is cleared and the success shows', () => {
    const state = run(
      { type: 'added', device: first },
      { type: 'added', device: second },
      { type: 'confirm' },
      { type: 'registered', added: 2 },
    );
    expect(state).toMatchObject({ step: 'done', pending: [], added: 2, errorCode: null });
  });

  it('restart: a fresh registration', () => {
    expect(run({ type: 'added', device: first }, { type: 'registered', added: 1 }, { type: 'restart' })).toEqual(INITIAL_REGISTRATION);
  });
});
