import * as client from 'openid-client';
import type { Session } from '@mbw/account-data-access';
import { tokenFields } from './sign-in';

/**
 * The access token a request sends upstream (issue 14: the account API proxy). It lives in the
 * session; one that has expired or expires within REFRESH_MARGIN_SECONDS is refreshed first with
 * the refresh token (openid-client's refreshTokenGrant), and the caller seals the refreshed session
 * into the response. The outcomes:
 * - `ok`: a token to send; `refreshed` tells the caller to re-seal the session.
 * - `invalid`: no session, or the provider refused the refresh (signed out there, grant revoked,
 *   refresh token expired): the browser is told 403 and signs out.
 * - `unavailable`: the provider could not be asked and the token has already expired: a 502/503,
 *   not a sign-out (a provider outage must not end every customer's session).
 */
export const REFRESH_MARGIN_SECONDS = 60;

export type Credentials =
  | { kind: 'ok'; accessToken: string; session: Session; refreshed: boolean }
  | { kind: 'invalid'; reason: 'no-session' | 'refresh-refused' }
  | { kind: 'unavailable'; error: unknown };

const epochSeconds = (now: Date) => Math.floor(now.getTime() / 1000);

/** Whether the session's access token must be refreshed before it is used (expired or nearly). */
export function needsRefresh(session: Pick<Session, 'accessTokenExpiresAt'>, now = new Date()): boolean {
  return session.accessTokenExpiresAt - epochSeconds(now) < REFRESH_MARGIN_SECONDS;
}

type RefreshGrant = (
  config: client.Configuration,
  refreshToken: string,
) => Promise<Pick<client.TokenEndpointResponse, 'access_token' | 'expires_in' | 'refresh_token' | 'id_token'>>;

/** The session with a new access token (and a new refresh or ID token when the provider sends them). Throws what the grant throws. */
export async function refreshSession(
  config: client.Configuration,
  session: Session,
  options: { now?: Date; grant?: RefreshGrant } = {},
): Promise<Session> {
  const grant: RefreshGrant = options.grant ?? ((configuration, token) => client.refreshTokenGrant(configuration, token));
  const tokens = await grant(config, session.refreshToken);
  const fields = tokenFields(tokens, options.now ?? new Date());
  return { ...session, ...fields, refreshToken: fields.refreshToken || session.refreshToken, idToken: tokens.id_token ?? session.idToken };
}

/** The provider answered the refresh with an OAuth error (invalid_grant and the like): the session is over. */
export function isRefusal(error: unknown): boolean {
  return error instanceof client.ResponseBodyError || error instanceof client.WWWAuthenticateChallengeError;
}

/**
 * Refreshes in flight, by refresh token: the page's parallel account calls share one refresh
 * rather than each asking the provider.
 */
const inFlight = new Map<string, Promise<Session>>();

export async function credentialsFor(
  session: Session | null,
  refresh: (session: Session) => Promise<Session>,
  now = new Date(),
): Promise<Credentials> {
  if (!session) return { kind: 'invalid', reason: 'no-session' };
  if (!needsRefresh(session, now)) return { kind: 'ok', accessToken: session.accessToken, session, refreshed: false };
  if (!session.refreshToken)
    return session.accessTokenExpiresAt > epochSeconds(now)
      ? { kind: 'ok', accessToken: session.accessToken, session, refreshed: false }
      : { kind: 'invalid', reason: 'refresh-refused' };
  let pending = inFlight.get(session.refreshToken);
  if (!pending) {
    const key = session.refreshToken;
    pending = refresh(session).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  try {
    const refreshed = await pending;
    return { kind: 'ok', accessToken: refreshed.accessToken, session: refreshed, refreshed: true };
  } catch (error) {
    if (isRefusal(error)) return { kind: 'invalid', reason: 'refresh-refused' };
    // The provider is out of reach: a token that is still valid serves until it expires.
    if (session.accessTokenExpiresAt > epochSeconds(now))
      return { kind: 'ok', accessToken: session.accessToken, session, refreshed: false };
    return { kind: 'unavailable', error };
  }
}
