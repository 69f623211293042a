import * as v from 'valibot';
import { accountFailureStatus, accountRequest } from './account-request';

/**
 * How a deletion ended (spec account §4, §7, §8): 2xx deleted; 409 refused; any other status, or a
 * network failure (counted as 500), failed. Only the status code is read (§7): whether 'request
 * deletion' is offered, and where it goes, is the content's (the MyProfile rendering's datasource),
 * never the answer's body. A 403 still ends the session at /logout (accountRequest).
 */
export type DeleteAccountOutcome = { kind: 'deleted' } | { kind: 'conflict' } | { kind: 'failed'; status: number };

/** DELETE /api/delete-account (the site's proxy sends it to {account service}/delete-account). Never rejects. */
export async function deleteAccount(
  options: { fetch?: typeof fetch; onForbidden?: () => void; origin?: string } = {},
): Promise<DeleteAccountOutcome> {
  try {
    await accountRequest('/api/delete-account', v.unknown(), { method: 'DELETE', as: 'none', ...options });
    return { kind: 'deleted' };
  } catch (error) {
    const status = accountFailureStatus(error);
    return status === 409 ? { kind: 'conflict' } : { kind: 'failed', status };
  }
}
