import { parseCookie, stringifySetCookie } from 'cookie';
import {
  PendingSignInSchema,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SIGN_IN_COOKIE,
  SIGN_IN_MAX_AGE_SECONDS,
  credentialsFor,
  oidcConfiguration,
  refreshSession,
  seal,
  unseal,
  type Credentials,
  type PendingSignIn,
} from '@mbw/account/server';
import { SessionSchema, viewerOf, type Session, type Viewer } from '@mbw/account-data-access';
import { env, oidcIssuer } from '../runtime/env.server';
import { isLocalhost } from '../security/security-headers';

/**
 * The app's side of sign-in (issue 14): the OpenID Connect client of this configuration, and the
 * two cookies (the session, and the sign-in in flight), sealed with SESSION_SECRET. The account
 * feature owns the rules (@mbw/account/server); this file only wires them to env and cookies.
 */
export function oidc() {
  const config = env();
  return oidcConfiguration(
    { issuer: oidcIssuer(config), clientId: config.OIDC_CLIENT_ID, clientSecret: config.OIDC_CLIENT_SECRET },
    { timeoutMs: config.UPSTREAM_TIMEOUT_MS },
  );
}

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  try {
    return parseCookie(cookieHeader)[name];
  } catch {
    return undefined;
  }
}

export async function sessionFrom(cookieHeader: string | null): Promise<Session | null> {
  return unseal(cookieValue(cookieHeader, SESSION_COOKIE), env().SESSION_SECRET, SessionSchema);
}

/** The request's viewer: the session's customer, or anonymous (a bad or expired cookie is no session). */
export async function viewerFrom(cookieHeader: string | null): Promise<Viewer> {
  return viewerOf(await sessionFrom(cookieHeader));
}

export function pendingSignInFrom(cookieHeader: string | null): Promise<PendingSignIn | null> {
  return unseal(cookieValue(cookieHeader, SIGN_IN_COOKIE), env().SESSION_SECRET, PendingSignInSchema);
}

const secureFor = (url: URL) => !isLocalhost(url.hostname);

export async function sessionCookie(session: Session, url: URL): Promise<string> {
  const value = await seal(session, env().SESSION_SECRET, { maxAgeSeconds: SESSION_MAX_AGE_SECONDS });
  return stringifySetCookie({
    name: SESSION_COOKIE,
    value,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(url),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export async function pendingSignInCookie(pending: PendingSignIn, url: URL): Promise<string> {
  const value = await seal(pending, env().SESSION_SECRET, { maxAgeSeconds: SIGN_IN_MAX_AGE_SECONDS });
  return stringifySetCookie({
    name: SIGN_IN_COOKIE,
    value,
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(url),
    maxAge: SIGN_IN_MAX_AGE_SECONDS,
  });
}

export function clearCookie(name: typeof SESSION_COOKIE | typeof SIGN_IN_COOKIE, url: URL): string {
  return stringifySetCookie({
    name,
    value: '',
    path: name === SIGN_IN_COOKIE ? '/auth' : '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureFor(url),
    maxAge: 0,
  });
}

/**
 * The customer's access token for an upstream call (the account proxy), refreshed first when it
 * has expired or is about to (@mbw/account/server tokens.ts); a refreshed session comes back as
 * the Set-Cookie to send with the answer, so the next request starts from the new token.
 */
export async function credentialsOf(request: Request, url: URL): Promise<Credentials & { setCookie?: string }> {
  const session = await sessionFrom(request.headers.get('cookie'));
  const credentials = await credentialsFor(session, async (current) => refreshSession(await oidc(), current));
  if (credentials.kind === 'ok' && credentials.refreshed)
    return { ...credentials, setCookie: await sessionCookie(credentials.session, url) };
  return credentials;
}
