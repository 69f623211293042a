import * as v from 'valibot';

/**
 * What the site session holds (ARCHITECTURE §6): who the customer is, from the provider's ID token,
 * the ID token itself for the provider's logout, and the provider's access token (with its expiry)
 * and refresh token, which the site's account proxy attaches upstream. The account feature's server
 * entry seals it into the encrypted, httpOnly session cookie (`@mbw/account/server` `seal` /
 * `unseal`); no token is ever sent to the page.
 */
export const SessionSchema = v.object({
  sub: v.pipe(v.string(), v.minLength(1)),
  email: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  preLaunchAccess: v.boolean(),
  restrictedDownloads: v.boolean(),
  /** For RP-initiated logout (id_token_hint). */
  idToken: v.string(),
  /** The provider's access token: the bearer of account API calls (attached on the server only). */
  accessToken: v.pipe(v.string(), v.minLength(1)),
  /** When the access token expires, in seconds since the epoch. */
  accessTokenExpiresAt: v.pipe(v.number(), v.integer()),
  /** For a new access token when this one expires; empty when the provider issued none. */
  refreshToken: v.string(),
});
export type Session = v.InferOutput<typeof SessionSchema>;
