import * as client from 'openid-client';
import * as v from 'valibot';
import type { Session } from '@mbw/account-data-access';
import type { PendingSignIn } from './session';

/**
 * Sign-in with OpenID Connect (issue 14): authorization code + PKCE (S256), state and nonce, with
 * openid-client 6. The site is a confidential client; the code is exchanged on the server and the
 * tokens stay there. Plain-http issuers are allowed only on a loopback address (local-services in
 * development and tests), never from configuration in production (CONTRACTS.md).
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Discovery once per issuer and process; a failed discovery is retried on the next sign-in. */
const configurations = new Map<string, Promise<client.Configuration>>();

export function oidcConfiguration(settings: OidcSettings, options: { timeoutMs?: number } = {}): Promise<client.Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let found = configurations.get(key);
  if (!found) {
    const issuer = new URL(settings.issuer);
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    found = client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
      ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      timeout: Math.ceil((options.timeoutMs ?? 3000) / 1000),
    });
    configurations.set(key, found);
    found.catch(() => configurations.delete(key));
  }
  return found;
}

export const SCOPE = 'openid profile email';

/** The provider's authorization URL, and what the callback needs to check (kept in the sign-in cookie). */
export async function startSignIn(
  config: client.Configuration,
  input: { redirectUri: string; returnTo: string; language?: string },
): Promise<{ url: URL; pending: PendingSignIn }> {
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: input.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(input.language ? { ui_locales: input.language } : {}),
  });
  return { url, pending: { state, nonce, verifier, returnTo: input.returnTo, redirectUri: input.redirectUri } };
}

const ClaimsSchema = v.looseObject({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.optional(v.string(), ''),
  given_name: v.optional(v.string(), ''),
  family_name: v.optional(v.string(), ''),
  prelaunch_access: v.optional(v.boolean(), false),
  restricted_downloads: v.optional(v.boolean(), false),
});

/** The token fields of a session from a token endpoint answer (the expiry counted from `now`). */
export function tokenFields(
  tokens: Pick<client.TokenEndpointResponse, 'access_token' | 'expires_in' | 'refresh_token'>,
  now: Date,
): Pick<Session, 'accessToken' | 'accessTokenExpiresAt' | 'refreshToken'> {
  // A provider that names no lifetime gets five minutes: the token is refreshed before it could lapse unseen.
  const lifetime = typeof tokens.expires_in === 'number' && tokens.expires_in > 0 ? tokens.expires_in : 300;
  return {
    accessToken: tokens.access_token,
    accessTokenExpiresAt: Math.floor(now.getTime() / 1000) + lifetime,
    refreshToken: tokens.refresh_token ?? '',
  };
}

/** Completes the grant from the callback URL (state, nonce, PKCE, issuer and ID token checked) into a session. */
export async function finishSignIn(
  config: client.Configuration,
  callbackUrl: URL,
  pending: PendingSignIn,
  now = new Date(),
): Promise<Session> {
  const tokens = await client.authorizationCodeGrant(
    config,
    callbackUrl,
    { pkceCodeVerifier: pending.verifier, expectedState: pending.state, expectedNonce: pending.nonce, idTokenExpected: true },
    { redirect_uri: pending.redirectUri },
  );
  const claims = v.parse(ClaimsSchema, tokens.claims());
  return {
    sub: claims.sub,
    email: claims.email,
    givenName: claims.given_name,
    familyName: claims.family_name,
    preLaunchAccess: claims.prelaunch_access,
    restrictedDownloads: claims.restricted_downloads,
    idToken: tokens.id_token ?? '',
    ...tokenFields(tokens, now),
  };
}

/** The provider's logout, coming back to `postLogoutRedirectUri`. */
export function endSessionUrl(config: client.Configuration, input: { idToken: string; postLogoutRedirectUri: string }): URL | null {
  if (!config.serverMetadata().end_session_endpoint || !input.idToken) return null;
  return client.buildEndSessionUrl(config, { id_token_hint: input.idToken, post_logout_redirect_uri: input.postLogoutRedirectUri });
}
