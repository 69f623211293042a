/** Server-only parts of the account feature: sign-in (OpenID Connect) and the session cookie. */
export { safeReturnPath } from './lib/server/return-path';
export {
  PendingSignInSchema,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SIGN_IN_COOKIE,
  SIGN_IN_MAX_AGE_SECONDS,
  seal,
  unseal,
  type PendingSignIn,
} from './lib/server/session';
export { endSessionUrl, finishSignIn, oidcConfiguration, startSignIn } from './lib/server/sign-in';
export { credentialsFor, refreshSession, type Credentials } from './lib/server/tokens';
