import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as v from 'valibot';

/**
 * The site session: an encrypted (JWE, dir + A256GCM), httpOnly, SameSite=Lax cookie (ARCHITECTURE
 * §6). It holds who the customer is, from the provider's ID token, the ID token itself for the
 * provider's logout, and the provider's access token (with its expiry) and refresh token, which the
 * site's account proxy attaches upstream (./tokens.ts). The browser can neither read nor change any
 * of it: the cookie is encrypted and httpOnly, and no token is ever sent to the page. The SSR servers
 * stay stateless. A cookie that does not decrypt, is expired or has another shape (a cookie sealed
 * before tokens were kept included) is no session at all (an anonymous visitor), never an error.
 */
export const SESSION_COOKIE = 'kestrel_session';
/** The sign-in in flight (state, nonce, PKCE verifier, where to go back): same sealing, 10 minutes, path /auth. */
export const SIGN_IN_COOKIE = 'kestrel_signin';

/** How long a sign-in lasts on the site (the provider's ID token lives one hour; the site session a working day). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
export const SIGN_IN_MAX_AGE_SECONDS = 10 * 60;

export const PendingSignInSchema = v.object({
  state: v.string(),
  nonce: v.string(),
  verifier: v.string(),
  returnTo: v.string(),
  redirectUri: v.string(),
});
export type PendingSignIn = v.InferOutput<typeof PendingSignInSchema>;

/** The 256-bit content key from the configured secret (any length of at least 32 characters). */
function keyOf(secret: string): Uint8Array {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export async function seal(
  payload: Record<string, unknown>,
  secret: string,
  options: { maxAgeSeconds: number; now?: Date },
): Promise<string> {
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(now)
    .setExpirationTime(now + options.maxAgeSeconds)
    .encrypt(keyOf(secret));
}

/** The payload of a sealed value, checked against its schema; null when it is anything else. */
export async function unseal<T>(
  value: string | null | undefined,
  secret: string,
  schema: v.GenericSchema<unknown, T>,
  now?: Date,
): Promise<T | null> {
  if (!value || value.length > 8192) return null;
  try {
    const { payload } = await jwtDecrypt(value, keyOf(secret), {
      currentDate: now,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const parsed = v.safeParse(schema, payload);
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
