import * as v from 'valibot';
import { AccountCallError, accountFailureStatus, accountRequest } from './account-request';

/**
 * How a deletion ended (spec account §4, §8): 2xx deleted; 409 refused, with the deletion-request
 * link when the back end offers one; any other status, or a network failure (counted as 500),
 * failed. A 403 still ends the session at /logout (accountRequest).
 */
export type DeleteAccountOutcome = { kind: 'deleted' } | { kind: 'conflict'; requestLink: string | null } | { kind: 'failed'; status: number };

const conflictBody = v.looseObject({ requestLink: v.pipe(v.string(), v.url()) });

/** DELETE /api/delete-account (the site's proxy sends it to {account service}/delete-account). Never rejects. */
export async function deleteAccount(options: { fetch?: typeof fetch; onForbidden?: () => void; origin?: string } = {}): Promise<DeleteAccountOutcome> {
  try {
    await accountRequest('/api/delete-account', v.unknown(), { method: 'DELETE', as: 'none', ...options });
    return { kind: 'deleted' };
  } catch (error) {
    const status = accountFailureStatus(error);
    if (status === 409) {
      const body = error instanceof AccountCallError ? v.safeParse(conflictBody, error.body) : undefined;
      const link = body?.success ? body.output.requestLink : null;
      // Only a web link: a javascript: or other scheme from a body is never followed.
      return { kind: 'conflict', requestLink: link && /^https?:/i.test(link) ? link : null };
    }
    return { kind: 'failed', status };
  }
}
