import { sameDevice, type Device } from '@mbw/account-data-access';

/**
 * The device registration (spec account §4): step one collects pending devices (each checked by
 * the server first; a duplicate is refused), confirm goes to step two (review), 'add more' back,
 * 'yes, confirm' posts all of them and clears the list. The last failure's status code is kept
 * (spec §8), and so is the already-added notice.
 */
export interface RegistrationState {
  step: 'add' | 'review' | 'done';
  pending: Device[];
  /** Status of the last failed check or add (418, 419, 404, 500, …), null when none. */
  errorCode: number | null;
  /** The device just entered is pending already (spec §5 'already added'). */
  duplicate: boolean;
  /** How many devices the last 'yes, confirm' registered. */
  added: number;
}

export type RegistrationAction =
  | { type: 'added'; device: Device }
  | { type: 'duplicate' }
  | { type: 'removed'; device: Pick<Device, 'articleNumber' | 'serialNumber'> }
  | { type: 'failed'; code: number }
  | { type: 'dismissed' }
  | { type: 'confirm' }
  | { type: 'add-more' }
  | { type: 'registered'; added: number }
  | { type: 'restart' };

export const INITIAL_REGISTRATION: RegistrationState = { step: 'add', pending: [], errorCode: null, duplicate: false, added: 0 };

export function isPending(state: RegistrationState, device: Pick<Device, 'articleNumber' | 'serialNumber'>): boolean {
  return state.pending.some((entry) => sameDevice(entry, device));
}

export function registrationReducer(state: RegistrationState, action: RegistrationAction): RegistrationState {
  switch (action.type) {
    case 'added':
      if (isPending(state, action.device)) return { ...state, duplicate: true, errorCode: null };
      return { ...state, pending: [...state.pending, action.device], duplicate: false, errorCode: null };
    case 'duplicate':
      return { ...state, duplicate: true, errorCode: null };
    case 'removed': {
      const pending = state.pending.filter((entry) => !sameDevice(entry, action.device));
      // Nothing left to review: back to adding.
      return { ...state, pending, step: pending.length === 0 && state.step === 'review' ? 'add' : state.step };
    }
    case 'failed':
      return { ...state, errorCode: action.code, duplicate: false };
    case 'dismissed':
      return { ...state, errorCode: null, duplicate: false };
    case 'confirm':
      return state.pending.length > 0 ? { ...state, step: 'review', errorCode: null, duplicate: false } : state;
    case 'add-more':
      return { ...state, step: 'add', errorCode: null, duplicate: false };
    case 'registered':
      return { ...INITIAL_REGISTRATION, step: 'done', added: action.added };
    case 'restart':
      return INITIAL_REGISTRATION;
  }
}
