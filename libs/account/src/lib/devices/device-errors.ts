import { accountFailureStatus } from '@mbw/account-data-access';

/**
 * Spec account §8, device add: what a failed check or add means to the customer. The status is
 * what the registration keeps in state; this says which message shows.
 *   418 → already in my devices; 419 → registered to another account; 404 → unknown device, with a
 *   support link (and leaving the page asks first); 500 (and a network failure) → try again later;
 *   anything else → the generic 'Something went wrong'.
 */
export type DeviceErrorKind = 'already-mine' | 'other-account' | 'not-found' | 'try-later' | 'generic';

export function deviceErrorKind(status: number): DeviceErrorKind {
  switch (status) {
    case 418:
      return 'already-mine';
    case 419:
      return 'other-account';
    case 404:
      return 'not-found';
    case 500:
    case 502:
    case 503:
    case 504:
      return 'try-later';
    default:
      return 'generic';
  }
}

/** The status a failed device call leaves in state (a network failure or timeout counts as 500). */
export function deviceErrorCode(error: unknown): number {
  return accountFailureStatus(error);
}
