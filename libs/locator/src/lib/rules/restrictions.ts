import type { ContactPoint } from '@mbw/api-clients';

/** Spec discovery §3: isRestrictedContact "1 means restricted". */
export const isRestrictedContact = (point: Pick<ContactPoint, 'isRestrictedContact'>) => String(point.isRestrictedContact).trim() === '1';

/**
 * Spec discovery §5/§6: restricted contacts are hidden from a restricted user arriving from a
 * quote link (in the list and on the map); everyone else sees every point.
 */
export function visiblePoints<T extends Pick<ContactPoint, 'isRestrictedContact'>>(
  points: readonly T[],
  context: { userRestricted: boolean; fromQuoteLink: boolean },
): readonly T[] {
  if (!context.userRestricted || !context.fromQuoteLink) return points;
  return points.filter((point) => !isRestrictedContact(point));
}

/**
 * The favourite star (spec discovery §4, §6): anonymous visitors get an inactive star with a
 * tooltip inviting them to sign in; signed-in users a working star, unless both the user and the
 * contact are restricted (then it stays inactive, with the signed-in tooltip).
 */
export type StarState = 'anonymous' | 'locked' | 'active';

export function starState(
  context: { signedIn: boolean; userRestricted: boolean },
  point: Pick<ContactPoint, 'isRestrictedContact'>,
): StarState {
  if (!context.signedIn) return 'anonymous';
  return context.userRestricted && isRestrictedContact(point) ? 'locked' : 'active';
}
